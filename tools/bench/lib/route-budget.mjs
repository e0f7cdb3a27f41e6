/**
 * Bundle budgets (issue 9 "Performance"), pure logic, unit-tested: what the entry route of an app loads, which UI
 * library components that route uses (so a floor build can carry exactly those), the source of that floor app,
 * and the budget verdicts. The Vite side (building and recording the chunk graph) is in vite-report.mjs.
 */

/** Entry-route JS may cost at most this multiple of the floor build's JS (issue 9). */
export const ENTRY_ROUTE_FLOOR_RATIO = 1.2;
/** No lazily loaded chunk may exceed this many gzip bytes (issue 9: 60 KB). */
export const LAZY_CHUNK_MAX_GZIP = 60 * 1024;
/** Packages whose components the floor build carries when the route uses them. */
export const UI_LIBRARIES = ['antd-mobile', 'antd-mobile-icons', 'antd', '@ant-design/icons'];
/**
 * Pages allowed in the entry chunk: the route error boundary renders when a lazy page chunk fails to load
 * (offline, new deployment), so it cannot itself be lazy.
 */
export const EAGER_PAGES = ['RouteErrorPage'];

/**
 * The entry routes of each app, each with the page module that renders it: first its main route (its HOME_PATH,
 * what a bare visit shows in the native host), then any other route people enter the app at. Each must stay within
 * budget on its own. admin-shell's home sits behind login; its first screen for a signed-in user is the console home.
 * @type {Record<string, { route: string, page: string, frames?: string[] }[]>}
 */
export const ENTRY_ROUTES = {
  'learner-h5': [
    { route: '/goods', page: 'src/features/goods/GoodsPage.tsx' },
    // Issue 18: in a plain browser or installed as a web app, / leads to the web home.
    { route: '/home', page: 'src/features/home/HomePage.tsx' },
  ],
  'teaching-h5': [
    { route: '/classSchedule', page: 'src/features/schedule/ClassSchedulePage.tsx' },
    { route: '/home', page: 'src/features/teacher-home/TeacherHomePage.tsx' },
  ],
  'station-display': [{ route: '/wait', page: 'src/features/wait/WaitPage.tsx' }],
  'landing-pages': [{ route: '/download', page: 'src/features/open-app/DownloadPage.tsx' }],
  // frames: lazy layout routes the page renders inside (the console frame is lazy so /login stays light).
  'admin-shell': [{ route: '/', page: 'src/features/home/HomePage.tsx', frames: ['src/app/AntdRoot.tsx', 'src/app/ConsoleLayout.tsx'] }],
};

const IMPORT_FROM = /^\s*import\s+([^'";]+?)\s+from\s*['"]([^'"]+)['"]/gm;

/**
 * The named, default and namespace imports of UI library packages in one module's (transformed, ESM) code.
 * Type-only imports are ignored: they never reach the bundle.
 * @param {string} code
 * @returns {{ source: string, names: string[] }[]} names: exported names, 'default', or '*'
 */
export function uiImportsOf(code) {
  /** @type {{ source: string, names: string[] }[]} */
  const found = [];
  for (const [, clause, source] of code.matchAll(IMPORT_FROM)) {
    if (!UI_LIBRARIES.includes(source) || /^type\s/.test(clause)) continue;
    /** @type {string[]} */
    const names = [];
    const braces = /\{([^}]*)\}/.exec(clause);
    if (braces) {
      for (const spec of braces[1].split(',')) {
        const parts = spec.trim().split(/\s+as\s+/);
        if (parts[0] && !parts[0].startsWith('type ')) names.push(parts[0]);
      }
    }
    const outside = clause.replace(/\{[^}]*\}/, '').replace(/,/g, ' ').trim();
    if (/^\*\s+as\s+\w+/.test(outside)) names.push('*');
    else if (outside) names.push('default');
    if (names.length) found.push({ source, names });
  }
  return found;
}

/**
 * Merges import lists into one sorted name list per package.
 * @param {{ source: string, names: string[] }[]} imports
 * @returns {Record<string, string[]>}
 */
export function mergeUiImports(imports) {
  /** @type {Record<string, Set<string>>} */
  const bySource = {};
  for (const { source, names } of imports) for (const n of names) (bySource[source] ??= new Set()).add(n);
  return Object.fromEntries(
    Object.keys(bySource)
      .sort()
      .map((s) => [s, [...bySource[s]].sort()]),
  );
}

/**
 * @typedef {{ fileName: string, isEntry: boolean, facadeModuleId: string | null, imports: string[], modules: string[] }} ChunkInfo
 *   modules: ids of the modules rendered into the chunk (tree-shaken ones left out)
 */

/**
 * The chunk files loaded with `start`: the files themselves and everything they import statically (Vite preloads
 * a lazy chunk's static imports with it).
 * @param {ChunkInfo[]} chunks
 * @param {string[]} start file names
 * @returns {string[]}
 */
export function staticClosure(chunks, start) {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set();
  const stack = [...start];
  while (stack.length) {
    const name = /** @type {string} */ (stack.pop());
    if (seen.has(name)) continue;
    seen.add(name);
    for (const i of byName.get(name)?.imports ?? []) stack.push(i);
  }
  return [...seen].sort();
}

/**
 * What a visit to the app's main route loads: the HTML entry chunk's closure plus the page chunk's closure and
 * those of the lazy layout routes (frames) the page renders inside.
 * @param {ChunkInfo[]} chunks
 * @param {{ htmlEntry: string, pageModule: string, frameModules?: string[] }} where absolute module ids (as the bundler reports them)
 */
export function entryRouteFiles(chunks, { htmlEntry, pageModule, frameModules = [] }) {
  const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === htmlEntry);
  if (!entry) throw new Error(`no entry chunk for ${htmlEntry}`);
  const upFront = staticClosure(chunks, [entry.fileName]);
  const chunkOf = (/** @type {string} */ id) => {
    const found = chunks.find((c) => c.facadeModuleId === id) ?? chunks.find((c) => c.modules.includes(id));
    if (!found) throw new Error(`${id} is in no chunk`);
    return found;
  };
  const page = chunkOf(pageModule);
  const files = staticClosure(chunks, [entry.fileName, page.fileName, ...frameModules.map((id) => chunkOf(id).fileName)]);
  return { upFront, files, pageChunk: page.fileName, pageIsLazy: !upFront.includes(page.fileName) };
}

/**
 * Feature pages bundled into the up-front chunks (so not lazy-loaded), apart from EAGER_PAGES.
 * @param {ChunkInfo[]} chunks
 * @param {string[]} upFront file names loaded up front
 */
export function eagerPages(chunks, upFront) {
  return chunks
    .filter((c) => upFront.includes(c.fileName))
    .flatMap((c) => c.modules)
    .filter((id) => /\/src\/features\/.+Page\.[jt]sx?$/.test(id))
    .filter((id) => !EAGER_PAGES.some((p) => id.endsWith(`/${p}.tsx`) || id.endsWith(`/${p}.jsx`)))
    .sort();
}

/**
 * The floor app: React, react-dom, react-router (hash router), React Query, axios and the given UI library
 * components, each referenced so the bundler keeps it. The same libraries a real screen would need, no app code.
 * @param {Record<string, string[]>} uiImports package → names (from mergeUiImports)
 * @returns {string} JSX module source
 */
export function floorAppSource(uiImports) {
  const lines = [
    "import { StrictMode } from 'react';",
    "import { createRoot } from 'react-dom/client';",
    "import { createHashRouter, Outlet, RouterProvider } from 'react-router-dom';",
    "import { QueryClient, QueryClientProvider, useMutation, useQuery } from '@tanstack/react-query';",
    "import axios from 'axios';",
  ];
  /** @type {string[]} */
  const refs = [];
  Object.entries(uiImports).forEach(([source, names], i) => {
    const local = (/** @type {string} */ n) => `ui${i}_${n === 'default' ? 'default' : n === '*' ? 'all' : n}`;
    const named = names.filter((n) => n !== 'default' && n !== '*');
    if (names.includes('*')) lines.push(`import * as ${local('*')} from '${source}';`);
    if (names.includes('default')) lines.push(`import ${local('default')} from '${source}';`);
    if (named.length) lines.push(`import { ${named.map((n) => `${n} as ${local(n)}`).join(', ')} } from '${source}';`);
    refs.push(...names.map(local));
  });
  lines.push(
    `const ui = [${refs.join(', ')}];`,
    "const http = axios.create({ baseURL: '/api', timeout: 10000 });",
    'function Home() {',
    "  const health = useQuery({ queryKey: ['health'], queryFn: () => http.get('/health').then((r) => r.data) });",
    "  const ping = useMutation({ mutationFn: () => http.post('/ping', {}) });",
    '  return <main onClick={() => ping.mutate()}>{String(health.status)} {ui.length}</main>;',
    '}',
    "const router = createHashRouter([{ path: '/', element: <Outlet />, children: [{ index: true, element: <Home /> }] }]);",
    "createRoot(document.getElementById('root')).render(",
    '  <StrictMode><QueryClientProvider client={new QueryClient()}><RouterProvider router={router} /></QueryClientProvider></StrictMode>,',
    ');',
  );
  return lines.join('\n') + '\n';
}

/**
 * @typedef {{ app: string, route: string, entryRouteGzip: number, floorGzip: number, eagerPages: string[],
 *   pageIsLazy: boolean, lazyChunks: { file: string, gzip: number }[] }} AppBudgetInput
 */

/**
 * The budget verdicts of one app; an empty list means it is within budget.
 * @param {AppBudgetInput} a
 * @returns {string[]}
 */
export function budgetViolations(a) {
  /** @type {string[]} */
  const out = [];
  const limit = ENTRY_ROUTE_FLOOR_RATIO * a.floorGzip;
  if (a.entryRouteGzip > limit) {
    out.push(`${a.app}: entry route ${a.route} loads ${kb(a.entryRouteGzip)} of JS, over ${ENTRY_ROUTE_FLOOR_RATIO} × floor ${kb(a.floorGzip)} = ${kb(limit)}`);
  }
  for (const c of a.lazyChunks) if (c.gzip > LAZY_CHUNK_MAX_GZIP) out.push(`${a.app}: lazy chunk ${c.file} is ${kb(c.gzip)}, over ${kb(LAZY_CHUNK_MAX_GZIP)}`);
  if (!a.pageIsLazy) out.push(`${a.app}: the page of ${a.route} is bundled into the entry chunk instead of a lazy chunk`);
  for (const p of a.eagerPages) out.push(`${a.app}: page ${p} is in the entry chunk (routes must be lazy-loaded)`);
  return out;
}

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
