import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../node_modules/.vite/tools',
  test: {
    name: 'tools',
    globals: true,
    environment: 'node',
    include: ['src/**/*.spec.ts'],
    // ESLint builds the Nx project graph on first use: slow on a busy 2-core machine.
    testTimeout: 120_000,
  },
});
