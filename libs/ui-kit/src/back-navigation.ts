/**
 * The back arrow of every phone screen. A page opened directly (a link from the native app, a bookmark, a shared
 * URL) has nothing of this app behind it: history.back() would leave the app (about:blank in a fresh web view), so
 * back goes to the app root instead, which forwards to the app's home screen.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

/** The app root every phone app forwards to its home screen (mobile-shell's ROOT_PATH). */
export const APP_ROOT_PATH = '/';

/**
 * React Router's hash and browser routers number the entries they create in `history.state.idx`: 0 is the first
 * page of the app in this tab. Without such a number the router keeps its history in memory (tests, embedded
 * screens), where going back can never leave the app.
 */
export function hasInAppHistory(state: unknown = window.history.state): boolean {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx > 0 : true;
}

/** Back one page when the app has one behind this, else to `homePath` (replacing, so back does not return here). */
export function useBackOrHome(homePath: string = APP_ROOT_PATH): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    if (hasInAppHistory()) void navigate(-1);
    else void navigate(homePath, { replace: true });
  }, [navigate, homePath]);
}
