/// <reference types="vitest/config" />
import { readdirSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';

// The API and the console share one origin in production (the server serves both); in
// development the Vite server forwards API calls to a locally running server.
const API_TARGET = process.env.TENON_API_TARGET ?? 'http://127.0.0.1:48080';

/**
 * The test files that replace a module (vi.mock, vi.doMock): they keep a module graph of their
 * own, since a module another file already loaded in the same worker would keep its real import.
 */
const SRC = fileURLToPath(new URL('./src', import.meta.url));
const MOCKING_FILES = readdirSync(SRC, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && /\bvi\.(do)?mock\(/.test(readFileSync(path.join(SRC, f), 'utf8')))
  .map((f) => `src/${f.split(path.sep).join('/')}`);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|wasm|txt|xml|ico)$/;

/**
 * After the build, writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every
 * compressible file of the output, which the server sends to browsers that accept them
 * (apps/server/src/platform/static-web.ts), so nothing is compressed per request. Files under
 * 1 KB, and a variant that saves less than a tenth, are left out; so are `.vite/` (the manifest)
 * and source maps (the build writes none).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'tenon-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const names = await fs.readdir(outDir, { recursive: true });
      const targets = names.filter((f) => COMPRESSIBLE.test(f) && !f.split(path.sep).some((part) => part.startsWith('.')));
      await Promise.all(
        targets.map(async (name) => {
          const file = path.join(outDir, name);
          const raw = await fs.readFile(file);
          if (raw.length < 1024) return;
          const variants: [string, Buffer][] = [
            ['.br', await brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })],
            ['.gz', await gzip(raw, { level: 9 })],
          ];
          for (const [ext, packed] of variants) if (packed.length <= raw.length * 0.9) await fs.writeFile(file + ext, packed);
        }),
      );
    },
  };
}

/**
 * Links the login page's own chunks (and its stylesheet) from index.html: a first visit is
 * mostly one to the login page, whose chunk the router would ask for only once the entry has
 * downloaded and run, a round trip later (docs/performance.md, "First visit").
 */
function preloadLoginPage(): Plugin {
  let base = '/';
  return {
    name: 'tenon-preload-login',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const chunks = Object.values(bundle).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
        const login = chunks.find((c) => c.facadeModuleId?.endsWith('/src/pages/login/index.tsx'));
        const entry = chunks.find((c) => c.isEntry);
        if (!login || !entry) throw new Error('tenon-preload-login: no login page or entry chunk in the bundle');
        const closure = (root: Rolldown.OutputChunk, into = new Set<string>()) => {
          if (into.has(root.fileName)) return into;
          into.add(root.fileName);
          for (const name of root.imports) {
            const chunk = bundle[name];
            if (chunk?.type === 'chunk') closure(chunk, into);
          }
          return into;
        };
        const loaded = closure(entry);
        const scripts = [...closure(login)].filter((f) => !loaded.has(f));
        const styles = [...(login.viteMetadata?.importedCss ?? [])];
        return [
          ...scripts.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' as const })),
          ...styles.map((f) => ({ tag: 'link', attrs: { rel: 'stylesheet', crossorigin: true, href: `${base}${f}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), preloadLoginPage()],
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
    // A larger young generation: rendering antd pages allocates fast, and with V8's default the
    // scavenger ran so often that it took a tenth of a page test's time (8% less CPU at 64 MB).
    execArgv: ['--max-semi-space-size=64'],
    // A fresh module graph and jsdom per file cost some four seconds a file (antd, React and the
    // kit imported again), over a third of the suite. Files share a worker's modules instead; the
    // setup file, run per file, resets the stores, the transport, the document and antd's
    // generated styles. The files that replace a module (MOCKING_FILES) keep their own graph.
    projects: [
      { extends: true, test: { name: 'shared', isolate: false, exclude: [...MOCKING_FILES, 'node_modules/**'] } },
      { extends: true, test: { name: 'isolated', include: MOCKING_FILES } },
    ],
  },
});
