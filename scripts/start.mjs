#!/usr/bin/env node
/**
 * `npm start`: build the web app when it is missing or older than its sources, then run the
 * server (which migrates and seeds the database and serves web + API on one origin).
 * Configuration is by environment only; see the README.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// WEB_DIST moves the build elsewhere, so several checkouts' browser runs do not share one folder.
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : path.join(root, 'apps/web/dist');
const builtAt = (() => {
  try {
    return fs.statSync(path.join(webDist, 'index.html')).mtimeMs;
  } catch {
    return 0;
  }
})();

function newestSource(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const p = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'apps/web'), path.join(root, 'packages/contracts/src')];
if (builtAt === 0 || Math.max(...sources.map(newestSource)) > builtAt) {
  console.log('构建前端 (apps/web)…');
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--', '--outDir', webDist, '--emptyOutDir'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: process.cwd(),
  stdio: 'inherit',
  env: { ...process.env, WEB_DIST: webDist },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
