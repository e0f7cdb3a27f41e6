import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export type OpenPage = (to: string, options?: { replace?: boolean }) => void;

/**
 * navigate() for the console's own navigation (sidebar, tags, tag menu). The router commits a navigation as a React
 * transition by default. If the next screen's lazy chunk is still loading or rendering, that transition waits, and
 * React renders all waiting transitions together: a page opened during the wait never has its location committed.
 * useTagsViews adds a tag for each committed location, so that page would get no tag. flushSync commits every
 * navigation at once, so each opened page gets its tag and shows its own loading spinner (KeepAliveOutlet).
 */
export function useOpenPage(): OpenPage {
  const navigate = useNavigate();
  return useCallback((to, options) => void navigate(to, { ...options, flushSync: true }), [navigate]);
}
