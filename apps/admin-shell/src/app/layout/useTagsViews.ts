import { useCallback, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { consolePage } from '../console-pages';
import { HOME_PATH } from '../paths';
import { useOpenPage } from './useOpenPage';
import { addView, applyTagAction, nextAfterClose, redirectPathFor, toTagView, type TagMenuAction, type TagView } from './tags-view';

/** Affixed pages are open from the start (RuoYi `initTags`). */
const initialViews = (): TagView[] => {
  const home = consolePage(HOME_PATH);
  return home ? [toTagView({ pathname: home.path, search: '' }, home)] : [];
};

export interface TagsViews {
  views: TagView[];
  /** Bumped by 刷新页面: the kept-alive screen of that path re-mounts. */
  cacheVersions: Readonly<Record<string, number>>;
  run: (action: TagMenuAction, view: TagView) => void;
}

/**
 * Visited console pages and the tag actions. Every console page the user opens becomes a tag (pages outside the
 * console table — /redirect — never do). Closing the current page moves to the last remaining tag, else home.
 */
export function useTagsViews(): TagsViews {
  const location = useLocation();
  const navigate = useOpenPage();
  const [views, setViews] = useState<TagView[]>(initialViews);
  const [cacheVersions, setCacheVersions] = useState<Record<string, number>>({});

  useEffect(() => {
    const page = consolePage(location.pathname);
    if (page) setViews((vs) => addView(vs, toTagView(location, page)));
  }, [location]);

  const run = useCallback(
    (action: TagMenuAction, view: TagView) => {
      if (action === 'refresh') {
        setCacheVersions((v) => ({ ...v, [view.path]: (v[view.path] ?? 0) + 1 }));
        navigate(redirectPathFor(view.fullPath), { replace: true });
        return;
      }
      const remaining = applyTagAction(views, action, view.path);
      setViews(remaining);
      // 关闭其他 on another tag first opens that tag (RuoYi closeOthersTags).
      if (action === 'closeOthers' && view.path !== location.pathname) {
        navigate(view.fullPath);
        return;
      }
      const next = nextAfterClose(remaining, location.pathname, HOME_PATH);
      if (next !== null) navigate(next);
    },
    [views, location.pathname, navigate],
  );

  return { views, cacheVersions, run };
}
