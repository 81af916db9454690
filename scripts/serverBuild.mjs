/**
 * The server as `npm start` runs it: apps/server/src bundled by esbuild into one ES module
 * (apps/server/dist/main.mjs), rebuilt when missing or older than its sources. Running TypeScript
 * through tsx at every start compiled or re-read ~500 modules through a loader thread: a third of
 * a start (docs/performance.md, "Start"). The tests and `npm run dev` keep running the sources.
 *
 * What the bundle keeps as it was:
 * - packages stay outside (node_modules), except our own workspace packages, which are TypeScript;
 * - each file's `import.meta.url` is its source file's, so what it finds beside itself (the
 *   migrations, the script worker, package.json) is found where it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { newestSource, root } from './webBuild.mjs';

const serverDir = path.join(root, 'apps/server');
export const serverBundle = path.join(serverDir, 'dist/main.mjs');

/** Where a file's `import.meta.url` must keep pointing: the source file itself. */
const sourceUrls = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      return { contents: text.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

/** Packages are loaded from node_modules at run time; the workspace's own are TypeScript and bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@tenon/') ? undefined : { path: args.path, external: true }));
  },
};

/** @returns {Promise<string>} the bundle's path */
export async function ensureServerBuild({ force = false } = {}) {
  const builtAt = fs.existsSync(serverBundle) ? fs.statSync(serverBundle).mtimeMs : 0;
  const sources = [path.join(serverDir, 'src'), path.join(root, 'packages/contracts/src'), path.join(root, 'package-lock.json'), path.join(root, 'scripts/serverBuild.mjs')];
  const newest = Math.max(...sources.map((s) => (fs.statSync(s).isDirectory() ? newestSource(s) : fs.statSync(s).mtimeMs)));
  if (!force && builtAt > newest) return serverBundle;
  const { build } = await import('esbuild');
  await build({
    entryPoints: [path.join(serverDir, 'src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // A few dependencies are CommonJS that `require` Node's own modules: give the bundle a `require`.
    banner: { js: "import { createRequire as __tenonRequire } from 'node:module'; const require = __tenonRequire(import.meta.url);" },
    plugins: [sourceUrls, externalPackages],
    logLevel: 'warning',
  });
  return serverBundle;
}
