import { defineConfig, type Rolldown } from 'vite';
import { appViteConfig } from '../../tools/vite/app-config';
import { appPwa } from '../../tools/vite/app-pwa';

/**
 * Everything the entry loads up front ($initial) in one chunk: the app grew past a dozen small shared chunks (route
 * paths, the bridge, the outbox signal, an icon, hooks) and the vendor chunks, each compressed on its own, which put
 * the entry route 1.7 kB over its issue 9 budget; one file compresses as one stream (211.8 → 208.3 kB gzip).
 * Lazy pages keep their own chunks. The service worker precaches the lot, so one file changing per release costs
 * nothing extra on an installed app.
 */
const ENTRY_CHUNK: Rolldown.CodeSplittingGroup[] = [{ name: 'entry', tags: ['$initial'], test: /./, includeDependenciesRecursively: false }];

export default defineConfig(
  appViteConfig({
    app: 'learner-h5',
    devPort: 4201,
    phone: true,
    build: { rolldownOptions: { output: { codeSplitting: { groups: ENTRY_CHUNK } } } },
    plugins: [appPwa({ name: '医学题库', shortName: '医学题库', description: '医学题库：刷题、错题复习、模拟考试与课程学习' })],
  }),
);
