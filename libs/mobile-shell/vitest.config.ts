import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/mobile-shell',
  resolve: { tsconfigPaths: true },
  test: {
    name: 'mobile-shell',
    globals: true,
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
  },
});
