/** The ways to sign in (spec §7): username + password (POST /auth/login), phone + SMS code (POST /auth/register). */
export type LoginMode = 'password' | 'sms';
/** Both ways, password first: what learner-h5 and teaching-h5 offer. */
export const ALL_LOGIN_MODES: readonly LoginMode[] = ['password', 'sms'];

export interface LoginPageProps {
  /** The app's name, shown as the page heading (each app's messages.appTitle). */
  appTitle: string;
  /** Which ways to sign in, as tabs in this order (the first one opens); a single way shows no tabs. */
  modes?: readonly LoginMode[];
  /** Where to go after logging in when the `redirect` query is missing or leaves the app. */
  homePath?: string;
}
