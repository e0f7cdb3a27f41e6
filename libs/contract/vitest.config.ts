import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/libs/contract',
  resolve: { tsconfigPaths: true },
  test: {
    name: 'contract',
    globals: true,
    testTimeout: 20_000,
    environment: 'node',
    include: ['src/**/*.spec.{ts,tsx}'],
    
  },
});
