import { Activity, Suspense, useRef, type ReactNode } from 'react';
import { Spin } from 'antd';
import { useLocation, useOutlet } from 'react-router-dom';
import { consolePage } from '../console-pages';

interface KeepAliveOutletProps {
  /** Paths of the open tags: only these stay alive when hidden. */
  openPaths: readonly string[];
  cacheVersions: Readonly<Record<string, number>>;
}

/**
 * RuoYi's `<keep-alive :include="cachedViews">` in React: every open console page that is not `noCache` stays
 * mounted inside a hidden `<Activity>` (state, scroll and form input kept, effects paused) while another tag is
 * shown. Closing its tag unmounts it; 刷新页面 bumps its version, which re-mounts it.
 */
export function KeepAliveOutlet({ openPaths, cacheVersions }: KeepAliveOutletProps) {
  const outlet = useOutlet();
  const { pathname } = useLocation();
  const kept = useRef(new Map<string, ReactNode>());

  const page = consolePage(pathname);
  const cacheable = !!page && !page.noCache;
  // The screen element of a path does not change between visits; remembering it during render keeps one tree.
  if (cacheable) kept.current.set(pathname, outlet);
  for (const path of kept.current.keys()) {
    if (path !== pathname && !openPaths.includes(path)) kept.current.delete(path);
  }

  return (
    <>
      {[...kept.current].map(([path, element]) => (
        <Activity key={`${path}#${cacheVersions[path] ?? 0}`} mode={path === pathname ? 'visible' : 'hidden'}>
          <Suspense fallback={<Spin />}>{element}</Suspense>
        </Activity>
      ))}
      {!cacheable && <Suspense fallback={<Spin />}>{outlet}</Suspense>}
    </>
  );
}
