/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API and the console share one origin in production (the server serves both); in
// development the Vite server forwards API calls to a locally running server.
const API_TARGET = process.env.TENON_API_TARGET ?? 'http://127.0.0.1:48080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/tri-real-api': { target: API_TARGET } },
  },
  build: {
    // The bundle benchmark finds the login page's chunk through the manifest.
    manifest: true,
    outDir: 'dist',
    emptyOutDir: true,
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    css: false,
    // Whole-app tests type into antd forms and load pages lazily: seconds, not milliseconds.
    testTimeout: 30_000,
    // Vitest leaves a core to itself by default, which on a two-core machine means one worker;
    // its main process idles while the files run, so both cores can run tests.
    maxWorkers: 2,
  },
});
