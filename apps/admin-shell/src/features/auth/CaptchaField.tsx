import type { CaptchaImage } from '@medteach/contract';
import styles from './login.module.css';

/** RuoYi-Vue3 login captcha text. */
export const captchaText = {
  placeholder: '验证码',
  required: '请输入验证码',
  refresh: '看不清？点击换一张',
};

interface Props {
  id: string;
  captcha: CaptchaImage;
  value: string;
  error?: string;
  onChange(value: string): void;
  onRefresh(): void;
}

/**
 * The math captcha of a login with `sys.account.captchaEnabled` on (issue 14): the answer field beside the picture,
 * which a click (or Enter / Space, it is a button) swaps for a new one.
 */
export function CaptchaField({ id, captcha, value, error, onChange, onRefresh }: Props) {
  return (
    <div className={styles.field}>
      <div className={styles.captchaRow}>
        <input
          id={id}
          name="code"
          value={value}
          placeholder={captchaText.placeholder}
          aria-label={captchaText.placeholder}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          className={`${styles.input} ${error ? styles.invalid : ''}`}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => onChange(e.target.value)}
        />
        <button type="button" className={styles.captchaImage} title={captchaText.refresh} aria-label={captchaText.refresh} onClick={onRefresh}>
          {captcha.img && <img src={`data:image/svg+xml;base64,${captcha.img}`} alt="" width={120} height={40} />}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
