/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { APP_TREESHAKE, precompress } from '../../tools/vite/app-build';
import { appShell } from '../../tools/vite/app-shell';

// Relative base: the built app works under any path (/teaching/ in npm start, or its own host).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/teaching-h5',
  plugins: [react(), appShell({ phone: true }), precompress()],
  resolve: { tsconfigPaths: true },
  server: { port: 4202, host: 'localhost', proxy: { '/api': 'http://localhost:8080', '/file': 'http://localhost:8080' } },
  build: {
    outDir: '../../dist/apps/teaching-h5',
    emptyOutDir: true,
    reportCompressedSize: false,
    rolldownOptions: { treeshake: APP_TREESHAKE },
  },
  test: {
    name: 'teaching-h5',
    globals: true,
    testTimeout: 20_000,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    passWithNoTests: false,
  },
});
