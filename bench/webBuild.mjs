/**
 * The production build of the web app the benchmarks measure, in `WEB_DIST` (as for `npm start`)
 * or apps/web/dist: built when missing, older than its sources, or when BENCH_REBUILD is set,
 * so a benchmark never measures yesterday's bundle.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** @returns {string} the build folder, with `.vite/manifest.json` and `index.html` */
export function ensureWebBuild() {
  const dist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
  const manifest = path.join(dist, '.vite/manifest.json');
  const builtAt = fs.existsSync(manifest) ? fs.statSync(manifest).mtimeMs : 0;
  const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/contracts/src')];
  if (process.env.BENCH_REBUILD || builtAt === 0 || Math.max(...sources.map(newestSource)) > builtAt) {
    console.log(`building the web app into ${dist} …`);
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return dist;
}
