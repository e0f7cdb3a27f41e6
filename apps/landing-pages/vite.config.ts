/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Relative base: the built app works under any path (/landing/ in npm start, or its own host).
export default defineConfig({
  root: import.meta.dirname,
  base: './',
  cacheDir: '../../node_modules/.vite/apps/landing-pages',
  plugins: [react()],
  resolve: { tsconfigPaths: true },
  server: { port: 4204, host: 'localhost', proxy: { '/api': 'http://localhost:8080', '/file': 'http://localhost:8080' } },
  build: { outDir: '../../dist/apps/landing-pages', emptyOutDir: true, reportCompressedSize: false },
  test: {
    name: 'landing-pages',
    globals: true,
    environment: 'jsdom',
    include: ['src/**/*.spec.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    passWithNoTests: false,
  },
});
