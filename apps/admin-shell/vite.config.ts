/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative base: the built app works under any path (/admin/ in npm start, or its own host).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/admin-shell',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { port: 4205, host: 'localhost', proxy: { '/api': 'http://localhost:8080', '/file': 'http://localhost:8080' } },
  build: { outDir: '../../dist/apps/admin-shell', emptyOutDir: true, reportCompressedSize: false },
  test: {
    name: 'admin-shell',
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    passWithNoTests: false,
    // antd forms typed into by user-event take seconds on the shared 2-core CI box; 5 s was flaky there.
    testTimeout: 15_000,
  },
});
