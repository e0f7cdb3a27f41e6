import { defineConfig } from 'vitest/config';

/** `npm run bench:smoke`: every bench once in smoke mode (smoke.spec.ts), one at a time. */
export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/tools-bench',
  test: {
    name: 'bench-smoke',
    globals: true,
    environment: 'node',
    include: ['smoke.spec.ts'],
    fileParallelism: false,
  },
});
