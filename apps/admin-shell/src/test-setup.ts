import '@testing-library/jest-dom/vitest';

// jsdom gaps antd relies on: matchMedia (responsive grid, Drawer) and getComputedStyle with a pseudo element
// (scrollbar measuring when a Modal / Drawer locks scrolling).
const ignore = () => undefined;
window.matchMedia ??= ((query: string) =>
  ({ matches: false, media: query, addEventListener: ignore, removeEventListener: ignore, addListener: ignore, removeListener: ignore, onchange: null, dispatchEvent: () => false }) as unknown as MediaQueryList);
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);
// Select dropdowns measure themselves with ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe = ignore;
  unobserve = ignore;
  disconnect = ignore;
} as unknown as typeof ResizeObserver;

// CI and busy dev machines have 2 cores, shared by this suite with the api-server's while Nx runs both: give
// findBy*/waitFor room before calling a real wait a failure (a ceiling, not a wait: a passing query returns at once).
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 10_000 });

// antd's CSS-in-JS writes its rules into <style data-rc-order> elements. jsdom parses every one into a style sheet and
// walks all of their rules on each getComputedStyle call, and Testing Library's role queries make that call for every
// node they name: one getByRole in a drawer took about ten seconds. Tests check no antd class rule (what hides a closed
// overlay is an inline style or the hidden attribute), so the rules are kept as text and never parsed.
const antdCss = new WeakMap<HTMLStyleElement, string>();
const innerHtml = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML') as PropertyDescriptor;
const isAntdStyle = (style: HTMLStyleElement) => style.hasAttribute('data-rc-order');
Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
  configurable: true,
  get(this: HTMLStyleElement) {
    return isAntdStyle(this) ? (antdCss.get(this) ?? '') : innerHtml.get?.call(this);
  },
  set(this: HTMLStyleElement, css: string) {
    if (isAntdStyle(this)) antdCss.set(this, css);
    else innerHtml.set?.call(this, css);
  },
});
