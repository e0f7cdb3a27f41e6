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

// CI and busy dev machines have 2 cores: give findBy*/waitFor room before calling a real wait a failure.
import { configure } from '@testing-library/react';
configure({ asyncUtilTimeout: 5000 });
