import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  budgetViolations,
  eagerPages,
  ENTRY_ROUTE_FLOOR_RATIO,
  ENTRY_ROUTES,
  entryRouteFiles,
  floorAppSource,
  LAZY_CHUNK_MAX_GZIP,
  mergeUiImports,
  staticClosure,
  uiImportsOf,
  type ChunkInfo,
} from '../bench/lib/route-budget.mjs';

describe('uiImportsOf', () => {
  it('finds named, aliased, default and namespace imports of UI libraries only', () => {
    const code = [
      'import { useState } from "react";',
      'import { Button, Toast as T } from "antd-mobile";',
      "import antd, { Menu } from 'antd';",
      'import * as Icons from "@ant-design/icons";',
      'import { createHashRouter } from "react-router-dom";',
      'import styles from "./x.module.css";',
    ].join('\n');
    expect(uiImportsOf(code)).toEqual([
      { source: 'antd-mobile', names: ['Button', 'Toast'] },
      { source: 'antd', names: ['Menu', 'default'] },
      { source: '@ant-design/icons', names: ['*'] },
    ]);
  });

  it('ignores type-only imports and deep imports of other packages', () => {
    expect(uiImportsOf('import type { ButtonProps } from "antd-mobile";\nimport x from "antd-mobile-x";')).toEqual([]);
  });

  it('merges duplicate names per package, sorted', () => {
    expect(
      mergeUiImports([
        { source: 'antd-mobile', names: ['Toast', 'Button'] },
        { source: 'antd-mobile', names: ['Button', 'Dialog'] },
      ]),
    ).toEqual({ 'antd-mobile': ['Button', 'Dialog', 'Toast'] });
  });
});

const chunk = (fileName: string, imports: string[], extra: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  imports,
  isEntry: false,
  facadeModuleId: null,
  modules: [],
  ...extra,
});

describe('chunk graph', () => {
  const chunks = [
    chunk('index.js', ['vendor.js'], { isEntry: true, facadeModuleId: '/app/index.html', modules: ['/app/src/main.tsx', '/app/src/features/errors/RouteErrorPage.tsx'] }),
    chunk('vendor.js', []),
    chunk('Goods.js', ['vendor.js', 'swiper.js'], { facadeModuleId: '/app/src/features/goods/GoodsPage.tsx', modules: ['/app/src/features/goods/GoodsPage.tsx'] }),
    chunk('swiper.js', ['vendor.js']),
    chunk('Login.js', ['vendor.js', 'form.js']),
    chunk('form.js', []),
    chunk('Frame.js', ['vendor.js', 'menu.js'], { facadeModuleId: '/app/src/app/ConsoleLayout.tsx', modules: ['/app/src/app/ConsoleLayout.tsx'] }),
    chunk('menu.js', []),
  ];

  it('follows static imports transitively, once each', () => {
    expect(staticClosure(chunks, ['Goods.js'])).toEqual(['Goods.js', 'swiper.js', 'vendor.js']);
  });

  it('counts the entry chunks and the route page chunks, but not other lazy chunks', () => {
    const r = entryRouteFiles(chunks, { htmlEntry: '/app/index.html', pageModule: '/app/src/features/goods/GoodsPage.tsx' });
    expect(r.files).toEqual(['Goods.js', 'index.js', 'swiper.js', 'vendor.js']);
    expect(r.upFront).toEqual(['index.js', 'vendor.js']);
    expect(r.pageIsLazy).toBe(true);
  });

  it('adds the lazy layout routes the page renders inside', () => {
    const r = entryRouteFiles(chunks, { htmlEntry: '/app/index.html', pageModule: '/app/src/features/goods/GoodsPage.tsx', frameModules: ['/app/src/app/ConsoleLayout.tsx'] });
    expect(r.files).toEqual(['Frame.js', 'Goods.js', 'index.js', 'menu.js', 'swiper.js', 'vendor.js']);
    expect(r.upFront).toEqual(['index.js', 'vendor.js']);
  });

  it('reports a page bundled into the entry as not lazy', () => {
    const eager = [chunk('index.js', [], { isEntry: true, facadeModuleId: '/app/index.html', modules: ['/app/src/features/goods/GoodsPage.tsx'] })];
    const r = entryRouteFiles(eager, { htmlEntry: '/app/index.html', pageModule: '/app/src/features/goods/GoodsPage.tsx' });
    expect(r.pageIsLazy).toBe(false);
    expect(eagerPages(eager, r.upFront)).toEqual(['/app/src/features/goods/GoodsPage.tsx']);
  });

  it('allows only the route error page to be eager', () => {
    expect(eagerPages(chunks, ['index.js', 'vendor.js'])).toEqual([]);
  });
});

describe('floorAppSource', () => {
  it('imports the base stack and references every UI component under a unique local name', () => {
    const src = floorAppSource({ 'antd-mobile': ['Button', 'Toast'], '@ant-design/icons': ['default', 'HomeOutlined'] });
    for (const pkg of ['react-dom/client', 'react-router-dom', '@tanstack/react-query', 'axios']) expect(src).toContain(`from '${pkg}'`);
    expect(src).toContain("import { Button as ui0_Button, Toast as ui0_Toast } from 'antd-mobile';");
    expect(src).toContain("import ui1_default from '@ant-design/icons';");
    expect(src).toContain('const ui = [ui0_Button, ui0_Toast, ui1_default, ui1_HomeOutlined];');
  });
});

describe('budgetViolations', () => {
  const base = { app: 'learner-h5', route: '/goods', floorGzip: 100_000, eagerPages: [], pageIsLazy: true, lazyChunks: [{ file: 'a.js', gzip: 10_000 }] };

  it('passes at exactly the limits', () => {
    expect(budgetViolations({ ...base, entryRouteGzip: ENTRY_ROUTE_FLOOR_RATIO * 100_000, lazyChunks: [{ file: 'a.js', gzip: LAZY_CHUNK_MAX_GZIP }] })).toEqual([]);
  });

  it('fails an entry route over the floor ratio, a big lazy chunk, and eager pages', () => {
    const v = budgetViolations({
      ...base,
      entryRouteGzip: ENTRY_ROUTE_FLOOR_RATIO * 100_000 + 1,
      pageIsLazy: false,
      eagerPages: ['src/features/notes/NotePage.tsx'],
      lazyChunks: [{ file: 'big.js', gzip: LAZY_CHUNK_MAX_GZIP + 1 }],
    });
    expect(v).toHaveLength(4);
    expect(v[0]).toMatch(/entry route \/goods/);
    expect(v[1]).toMatch(/lazy chunk big\.js/);
    expect(v[3]).toMatch(/NotePage/);
  });
});

describe('ENTRY_ROUTES', () => {
  it('budgets the web home /home of both phone apps (issue 18) next to their main routes, each page file existing', () => {
    expect(ENTRY_ROUTES['learner-h5'].map((r) => r.route)).toEqual(['/goods', '/home']);
    expect(ENTRY_ROUTES['teaching-h5'].map((r) => r.route)).toEqual(['/classSchedule', '/home']);
    for (const [app, routes] of Object.entries(ENTRY_ROUTES)) {
      for (const r of routes) expect(existsSync(join(__dirname, '..', '..', 'apps', app, r.page)), `${app} ${r.page}`).toBe(true);
    }
  });
});
