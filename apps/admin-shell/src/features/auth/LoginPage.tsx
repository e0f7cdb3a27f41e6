import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { authMutations, authQueries } from '@medteach/api-client';
import { loginBody } from '@medteach/contract';
import { messages } from '../../messages';
import { CaptchaField, captchaText } from './CaptchaField';
import { redirectTarget } from './redirect-target';
import styles from './login.module.css';

const text = messages.login;

interface Fields {
  username: string;
  password: string;
  /** The captcha answer, asked for while `sys.account.captchaEnabled` is on or the server asks for it. */
  code: string;
}
type FieldErrors = Partial<Record<keyof Fields, string>>;

/** antd Form's rules of the old page: a username of spaces counts as empty (spec §5 trims it). */
function validate({ username, password, code }: Fields, captchaOn: boolean): FieldErrors {
  return {
    ...(username.trim() ? {} : { username: text.usernameRequired }),
    ...(password ? {} : { password: text.passwordRequired }),
    ...(!captchaOn || code.trim() ? {} : { code: captchaText.required }),
  };
}

/**
 * /login?redirect=<path>: username + password; the username is trimmed (spec §5).
 *
 * Plain markup, not antd's Form: this is the first screen of every visit, and antd with its CSS-in-JS runtime
 * (~90 kB gzip, ~200 ms of script on a mid-range phone) would double the time before it can be used (issue 9
 * Lighthouse). It keeps antd's look and behaviour: messages under the fields after a submit, re-checked as you type.
 */
export default function LoginPage() {
  const navigate = useNavigate();
  const [query] = useSearchParams();
  const login = useMutation(authMutations.login());
  // No answer (an older back end, or the server unreachable): log in without a captcha, as before it existed.
  const captcha = useQuery(authQueries.captcha());
  const captchaOn = captcha.data?.captchaEnabled === true;
  const [fields, setFields] = useState<Fields>({ username: '', password: '', code: '' });
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [passwordShown, setPasswordShown] = useState(false);
  const ids = { username: useId(), password: useId(), code: useId() };

  const change = (name: keyof Fields, value: string) => {
    const next = { ...fields, [name]: value };
    setFields(next);
    if (errors) setErrors(validate(next, captchaOn));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(fields, captchaOn);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const { username, password, code } = fields;
    const body = captchaOn ? { username, password, code, uuid: captcha.data?.uuid } : { username, password };
    login.mutate(loginBody.parse(body), {
      onSuccess: () => navigate(redirectTarget(query.get('redirect')), { replace: true }),
      // A challenge is used up by any try (RuoYi): a new picture, an empty answer. Without one, a refusal may mean
      // the server asks for it now (an address with many failed logins): the picture shows when it offers one.
      onError: () => {
        if (captchaOn) setFields((f) => ({ ...f, code: '' }));
        void captcha.refetch();
      },
    });
  };
  const fieldProps = (name: 'username' | 'password') => ({
    id: ids[name],
    name,
    value: fields[name],
    placeholder: text[name],
    'aria-label': text[name],
    'aria-invalid': Boolean(errors?.[name]),
    'aria-describedby': errors?.[name] ? `${ids[name]}-error` : undefined,
    className: `${styles.input} ${errors?.[name] ? styles.invalid : ''}`,
    onChange: (e: { target: { value: string } }) => change(name, e.target.value),
  });
  const fieldError = (name: 'username' | 'password') =>
    errors?.[name] ? (
      <p id={`${ids[name]}-error`} className={styles.error} role="alert">
        {errors[name]}
      </p>
    ) : null;

  return (
    <main className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>{messages.appTitle}</h1>
        <form onSubmit={submit} autoComplete="on" noValidate>
          <div className={styles.field}>
            <input {...fieldProps('username')} type="text" autoComplete="username" />
            {fieldError('username')}
          </div>
          <div className={styles.field}>
            <div className={styles.passwordBox}>
              <input {...fieldProps('password')} type={passwordShown ? 'text' : 'password'} autoComplete="current-password" />
              <button
                type="button"
                className={styles.reveal}
                aria-pressed={passwordShown}
                aria-label={passwordShown ? text.hidePassword : text.showPassword}
                onClick={() => setPasswordShown((shown) => !shown)}
              >
                <EyeIcon crossed={!passwordShown} />
              </button>
            </div>
            {fieldError('password')}
          </div>
          {captchaOn && captcha.data && (
            <CaptchaField id={ids.code} captcha={captcha.data} value={fields.code} error={errors?.code} onChange={(v) => change('code', v)} onRefresh={() => void captcha.refetch()} />
          )}
          <button type="submit" className={styles.submit} disabled={login.isPending}>
            {login.isPending ? text.submitting : text.submit}
          </button>
        </form>
      </section>
    </main>
  );
}

/** The eye of antd's password field (outlined, 1em), crossed while the password is hidden. */
function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" aria-hidden="true">
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed && <path d="M4 4l16 16" />}
    </svg>
  );
}
