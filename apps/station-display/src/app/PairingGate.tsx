import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEVICE_KEY_PARAM } from '@medteach/contract';
import styles from './pairing.module.css';
import { pairDisplay } from './session';

export const pairingMessages = {
  title: '本显示屏尚未配对',
  description: '请在管理后台「考站叫号」的显示屏列表中为该设备生成配对链接，并在本屏幕上打开该链接。',
} as const;

/**
 * A screen that works by device (`codeAddress`) shows nothing of the exam until it is paired (issue 14 rows 4-5):
 * without the `deviceKey` the console issued, it explains how to pair instead of asking the server in a loop for
 * data it will not get. `/paper?examSkillIds&token` runs on the given token and needs no pairing.
 */
export function PairingGate({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const byDevice = !!params.get('codeAddress') && !params.get('examSkillIds');
  const deviceKey = params.get(DEVICE_KEY_PARAM);
  // A pairing link pasted into an open screen only changes the hash (no reload): apply its key before the screen
  // below mounts and fetches. Setting the same key again changes nothing, so this is safe during render.
  if (deviceKey) pairDisplay(deviceKey);
  if (byDevice && !deviceKey) {
    return (
      // Plain markup: this shows in the entry chunk of every screen, where a component library would cost bundle budget.
      <main className={styles.page} role="alert">
        <h1 className={styles.title}>{pairingMessages.title}</h1>
        <p className={styles.description}>{pairingMessages.description}</p>
      </main>
    );
  }
  return children;
}
