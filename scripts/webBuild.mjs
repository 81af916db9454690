/**
 * The production build of the web app that `npm start` serves and the benchmarks measure: in
 * `WEB_DIST` (so several checkouts' browser runs do not share one folder) or apps/web/dist,
 * rebuilt when missing or older than its sources (or when `force` is set).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const webDist = () => (process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist'));

/** The newest modification time under `dir` (node_modules and build output aside). */
export function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** @returns {string} the build folder, with `index.html` and `.vite/manifest.json` */
export function ensureWebBuild({ force = false, label = 'building the web app (apps/web)…' } = {}) {
  const dist = webDist();
  const manifest = path.join(dist, '.vite/manifest.json');
  const builtAt = fs.existsSync(manifest) && fs.existsSync(path.join(dist, 'index.html')) ? fs.statSync(manifest).mtimeMs : 0;
  const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/contracts/src')];
  if (force || builtAt === 0 || Math.max(...sources.map(newestSource)) > builtAt) {
    console.log(label);
    const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', dist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
  return dist;
}
