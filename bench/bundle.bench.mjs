#!/usr/bin/env node
/**
 * What a first visit to the login page downloads: the entry chunk and everything it imports
 * statically, plus the lazily loaded login page and its static imports, JS and CSS, raw and
 * gzip, from the production build's Vite manifest. Reported beside the whole app's totals, so
 * the share stays meaningful as screens are added. Builds the web app when there is no build.
 *
 *   npm run bundle -w bench
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist');
const manifestFile = path.join(dist, '.vite/manifest.json');
if (!fs.existsSync(manifestFile) || process.env.BENCH_REBUILD) {
  const r = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

function closure(keys) {
  const seen = new Set();
  const visit = (k) => {
    if (seen.has(k) || !manifest[k]) return;
    seen.add(k);
    for (const i of manifest[k].imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
const login = Object.keys(manifest).find((k) => /pages\/login\/index\.tsx$/.test(k));
if (!entry || !login) throw new Error(`manifest has no ${entry ? 'login page' : 'entry'} chunk`);

function measure(files) {
  let raw = 0;
  let gzip = 0;
  for (const f of files) {
    const buf = fs.readFileSync(path.join(dist, f));
    raw += buf.length;
    gzip += zlib.gzipSync(buf, { level: 9 }).length;
  }
  return { files: files.length, raw, gzip };
}
const filesOf = (keys) => {
  const js = new Set();
  const css = new Set();
  for (const k of keys) {
    js.add(manifest[k].file);
    for (const c of manifest[k].css ?? []) css.add(c);
  }
  return { js: [...js].filter((f) => f.endsWith('.js')), css: [...css] };
};

const loginFiles = filesOf(closure([entry, login]));
const all = fs.readdirSync(path.join(dist, 'assets'));
const allFiles = {
  js: all.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`),
  css: all.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`),
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [
  ['login page JS', measure(loginFiles.js)],
  ['login page CSS', measure(loginFiles.css)],
  ['whole app JS', measure(allFiles.js)],
  ['whole app CSS', measure(allFiles.css)],
];
console.log('\nBundle report (apps/web/dist, gzip level 9)');
console.log('what'.padEnd(16), 'files'.padStart(6), 'raw'.padStart(11), 'gzip'.padStart(11));
for (const [name, m] of rows) console.log(name.padEnd(16), String(m.files).padStart(6), kb(m.raw).padStart(11), kb(m.gzip).padStart(11));
const [lj, , aj] = rows.map((r) => r[1]);
console.log(`login page JS is ${((lj.gzip / aj.gzip) * 100).toFixed(0)}% of the whole app's JS (gzip)`);
