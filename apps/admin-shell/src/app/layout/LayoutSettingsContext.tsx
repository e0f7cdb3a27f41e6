import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { solidFill } from './contrast';
import { loadSettings, type LayoutSettings } from './settings';

interface LayoutSettingsValue {
  settings: LayoutSettings;
  /** Applied live (spec: switches take effect at once); only 保存配置 makes them survive a reload. */
  change: <K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]) => void;
}

const LayoutSettingsContext = createContext<LayoutSettingsValue | null>(null);

/**
 * CSS variable with the theme colour's solid fill (white text at AA, see solidFill), for what is drawn without
 * antd: the login page's button.
 */
export const PRIMARY_FILL_VAR = '--admin-primary-fill';

/** Live layout settings, started from `layout-setting` (AntdRoot makes the theme colour antd's primary colour). */
export function LayoutSettingsProvider({ children, initial }: { children: ReactNode; initial?: LayoutSettings }) {
  const [settings, setSettings] = useState<LayoutSettings>(() => initial ?? loadSettings());
  const value = useMemo<LayoutSettingsValue>(
    () => ({ settings, change: (key, v) => setSettings((s) => ({ ...s, [key]: v })) }),
    [settings],
  );
  // Before the browser paints, so the button never shows another colour first.
  useLayoutEffect(() => document.documentElement.style.setProperty(PRIMARY_FILL_VAR, solidFill(settings.theme)), [settings.theme]);
  return (
    <LayoutSettingsContext.Provider value={value}>
      {/* antd's theme follows settings.theme in AntdRoot (a lazy route), so /login does not load antd. */}
      {children}
    </LayoutSettingsContext.Provider>
  );
}

export function useLayoutSettings(): LayoutSettingsValue {
  const value = useContext(LayoutSettingsContext);
  if (!value) throw new Error('useLayoutSettings needs <LayoutSettingsProvider>');
  return value;
}
