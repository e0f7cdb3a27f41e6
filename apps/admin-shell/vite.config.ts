import { defineConfig } from 'vite';
import { lazyFamilyChunks } from '../../tools/vite/app-build';
import { appViteConfig } from '../../tools/vite/app-config';

/**
 * The console pages share antd's data components; left to itself the bundler puts all of them into one ~80 kB
 * (gzip) lazy chunk that the first table page must load whole. Issue 9 allows 60 kB per lazy chunk, so the two
 * families get a chunk each: tables (with pagination and the check/radio boxes of row selection) and pickers
 * (select, tree, virtual list). Modules the entry imports stay in the entry's chunks (lazyFamilyChunks).
 */
/** antd's zh_CN locale (AntdRoot, the frame of every antd screen) reads the pagination and picker locales: not family. */
const NOT_LOCALE = String.raw`^(?!.*[\\/]locale[\\/]).*`;
const antdFamilyChunks = lazyFamilyChunks([
  // antd's Tooltip imports table/TableMeasureRowContext: in the table chunk it made tooltip → antd-table → … →
  // dropdown → tooltip a cycle of chunks, and a console frame entering it at dropdown crashed (`Dropdown.Button`).
  { name: 'antd-table', test: new RegExp(NOT_LOCALE + /node_modules[\\/](antd[\\/]es[\\/](table(?![\\/]TableMeasureRowContext)|pagination|radio|checkbox)|@rc-component[\\/](table|pagination|checkbox))[\\/]/.source) },
  { name: 'antd-picker', test: new RegExp(NOT_LOCALE + /node_modules[\\/](antd[\\/]es[\\/](select|tree|tag)|@rc-component[\\/](select|tree|virtual-list))[\\/]/.source) },
]);

export default defineConfig(
  appViteConfig({
    app: 'admin-shell',
    devPort: 4205,
    build: { rolldownOptions: { output: { codeSplitting: { groups: antdFamilyChunks } } } },
    // antd forms typed into by user-event take seconds on the shared 2-core CI box, where this suite runs beside the
    // api-server's: a test may wait out a 10 s query (test-setup.ts) and still finish.
    test: { testTimeout: 30_000 },
  }),
);
