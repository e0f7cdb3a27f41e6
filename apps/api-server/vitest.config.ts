import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/api-server',
  resolve: { tsconfigPaths: true },
  test: {
    name: 'api-server',
    globals: true,
    environment: 'node',
    testTimeout: 30_000,
    include: ['src/**/*.spec.{ts,tsx}', 'test/**/*.spec.ts'],
    // One throwaway PostgreSQL per run (installed when missing); tests on that engine create their own database in it.
    globalSetup: ['test/support/postgres-global-setup.ts'],
  },
});
