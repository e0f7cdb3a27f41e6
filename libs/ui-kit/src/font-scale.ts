/**
 * Root font scale for wide screens (spec §9): the root font size follows the window width against a 1920 px design,
 * 16 px at 1920, never more than twice that, never under 12 px. Station displays and other rem-based layouts call
 * `installRootFontScale()` once; it returns the function that removes the listener.
 */
export const DESIGN_WIDTH_PX = 1920;
export const BASE_FONT_PX = 16;
export const MAX_FONT_SCALE = 2;
export const MIN_FONT_PX = 12;

export function rootFontSize(width: number): number {
  return Math.max(MIN_FONT_PX, BASE_FONT_PX * Math.min(width / DESIGN_WIDTH_PX, MAX_FONT_SCALE));
}

export function installRootFontScale(win: Window = window): () => void {
  const apply = () => {
    const root = win.document.documentElement;
    root.style.fontSize = `${rootFontSize(root.clientWidth || win.innerWidth)}px`;
  };
  apply();
  win.addEventListener('resize', apply);
  return () => win.removeEventListener('resize', apply);
}
