/**
 * Tags view model (RuoYi-Vue3 `store/modules/tagsView.js` + `TagsView/index.vue`; spec §2
 * "tags view"): pure functions over the list of visited views, so every close rule is tested without a DOM.
 * Affix tags (the console home) are never removed by any of them.
 */

export interface ViewMeta {
  title?: string;
  /** Pinned: no close icon, never closed by any menu action or middle-click. */
  affix?: boolean;
  /** Not kept alive when hidden: the screen re-mounts every time it is opened. */
  noCache?: boolean;
}

export interface TagView {
  /** Route path without the query; tags are deduplicated by it. */
  path: string;
  /** Path plus query: what a click on the tag navigates back to. */
  fullPath: string;
  title: string;
  affix: boolean;
  noCache: boolean;
}

/** RuoYi's title for a route without `meta.title`. */
export const NO_NAME_TITLE = 'no-name';
/** Spec §9 "context menu width 105". */
export const TAGS_MENU_WIDTH_PX = 105;
/** RuoYi opens the menu 15 px right of the pointer so the pointer does not cover the first entry. */
export const TAGS_MENU_POINTER_OFFSET_PX = 15;

export function toTagView(location: { pathname: string; search: string }, meta: ViewMeta = {}): TagView {
  return {
    path: location.pathname,
    fullPath: location.pathname + location.search,
    title: meta.title || NO_NAME_TITLE,
    affix: !!meta.affix,
    noCache: !!meta.noCache,
  };
}

/** Adds a visited view; an already-open path keeps its place but remembers the latest query. */
export function addView(views: readonly TagView[], view: TagView): TagView[] {
  const at = views.findIndex((v) => v.path === view.path);
  if (at < 0) return [...views, view];
  if (views[at].fullPath === view.fullPath) return views as TagView[];
  return views.map((v, i) => (i === at ? { ...v, fullPath: view.fullPath } : v));
}

export function closeView(views: readonly TagView[], path: string): TagView[] {
  return views.filter((v) => v.affix || v.path !== path);
}

export function closeOthers(views: readonly TagView[], path: string): TagView[] {
  return views.filter((v) => v.affix || v.path === path);
}

export function closeLeft(views: readonly TagView[], path: string): TagView[] {
  const at = views.findIndex((v) => v.path === path);
  return at < 0 ? (views as TagView[]) : views.filter((v, i) => v.affix || i >= at);
}

export function closeRight(views: readonly TagView[], path: string): TagView[] {
  const at = views.findIndex((v) => v.path === path);
  return at < 0 ? (views as TagView[]) : views.filter((v, i) => v.affix || i <= at);
}

export function closeAll(views: readonly TagView[]): TagView[] {
  return views.filter((v) => v.affix);
}

/**
 * Where to go after closing tags that included the current page: the last remaining tag, else home
 * (RuoYi `toLastView`). Returns null when the current page is still open.
 */
export function nextAfterClose(remaining: readonly TagView[], currentPath: string, homePath: string): string | null {
  if (remaining.some((v) => v.path === currentPath)) return null;
  return remaining.at(-1)?.fullPath ?? homePath;
}

export type TagMenuAction = 'refresh' | 'closeCurrent' | 'closeOthers' | 'closeLeft' | 'closeRight' | 'closeAll';

/** Menu entries for a right-clicked tag, in RuoYi's order, leaving out those that would do nothing. */
export function menuActionsFor(views: readonly TagView[], path: string): TagMenuAction[] {
  const at = views.findIndex((v) => v.path === path);
  const view = views[at];
  if (!view) return [];
  const actions: TagMenuAction[] = ['refresh'];
  if (!view.affix) actions.push('closeCurrent');
  actions.push('closeOthers');
  // "First" as RuoYi means it: nothing closable to its left (the tag right after the affixed home counts as first).
  if (views.slice(0, at).some((v) => !v.affix)) actions.push('closeLeft');
  if (at < views.length - 1) actions.push('closeRight');
  actions.push('closeAll');
  return actions;
}

/** Applies a close action (refresh changes no tags). */
export function applyTagAction(views: readonly TagView[], action: TagMenuAction, path: string): TagView[] {
  switch (action) {
    case 'closeCurrent':
      return closeView(views, path);
    case 'closeOthers':
      return closeOthers(views, path);
    case 'closeLeft':
      return closeLeft(views, path);
    case 'closeRight':
      return closeRight(views, path);
    case 'closeAll':
      return closeAll(views);
    case 'refresh':
      return views as TagView[];
  }
}

/**
 * Viewport position of the context menu: 15 px right of the pointer, clamped so its 105 px stay inside the bar.
 */
export function menuPosition(pointer: { x: number; y: number }, bar: { left: number; width: number }): { left: number; top: number } {
  const maxLeft = bar.left + bar.width - TAGS_MENU_WIDTH_PX;
  const left = Math.max(bar.left, Math.min(pointer.x + TAGS_MENU_POINTER_OFFSET_PX, maxLeft));
  return { left, top: pointer.y };
}

/** `/redirect/<path>?<query>`: the route that re-mounts a page in place (spec §2). */
export const redirectPathFor = (fullPath: string) => `/redirect${fullPath.startsWith('/') ? fullPath : `/${fullPath}`}`;
