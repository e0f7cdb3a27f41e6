import { useSyncExternalStore } from 'react';

/** RuoYi-Vue3 ResizeHandler: under 992 px wide the console switches to its mobile layout (spec §9). */
export const MOBILE_BREAKPOINT_PX = 992;

export type Device = 'desktop' | 'mobile';

export const deviceFor = (width: number): Device => (width < MOBILE_BREAKPOINT_PX ? 'mobile' : 'desktop');

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

/** The current device class, re-rendering only when the 992 px line is crossed. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, () => deviceFor(window.innerWidth));
}
