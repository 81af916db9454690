#!/usr/bin/env node
/**
 * The reference console (yudao-ui-admin-vue2 v1.8.3, Vue 2 + vue-cli/webpack 4) built for
 * production, for the first-visit bench to serve beside ours.
 *
 *   BENCH_REFERENCE_GIT     its git directory (default: the mirror below; no work tree needed)
 *   BENCH_REFERENCE_COMMIT  default 9890d40 ("1.8.3 版本发布")
 *   BENCH_REFERENCE_DIR     where it is extracted, installed and built (default /tmp/ref-vue2)
 *
 * The build is cached: a dist made from the same commit is reused. Steps, as a person would do
 * them by hand:
 *   1. extract the commit's files (git cat-file, not `git archive`: the mirror lacks the blob of
 *      public/libs/monaco-editor/…/tsWorker.js, a static copy the login page never loads, and
 *      `git archive` stops at the first missing blob);
 *   2. `npm install --no-audit --legacy-peer-deps` from this machine's registry (its .npmrc and
 *      yarn.lock name npmmirror.com, so yarn.lock is removed and package.json's ranges resolved),
 *      under /tmp/npm.lock as every install here;
 *   3. `vue-cli-service build --mode prod` with NODE_OPTIONS=--openssl-legacy-provider
 *      (webpack 4's md4 on Node ≥ 17) and PUBLIC_PATH=/ (its .env.prod points at a demo host).
 *
 *   node --import tsx bench/referenceBuild.ts     prints the dist folder
 */
import { spawn, spawnSync, type SpawnSyncOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const defaultGit = '/work/.mirror/yudaocode+yudao-ui-admin-vue2/repo';

function run(cmd: string, args: string[], options: SpawnSyncOptions) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...options });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${r.status ?? r.signal})`);
}

/** Writes every blob of the commit's tree that the git directory has; returns the missing paths. */
async function extract(gitDir: string, commit: string, dir: string): Promise<string[]> {
  const ls = spawnSync('git', ['--git-dir', gitDir, 'ls-tree', '-r', '-z', commit], { maxBuffer: 1 << 28 });
  if (ls.status !== 0) throw new Error(`git ls-tree ${commit} in ${gitDir}: ${ls.stderr}`);
  const entries = ls.stdout
    .toString()
    .split('\0')
    .filter(Boolean)
    .map((line): { mode: string; type: string; sha: string; file: string } => {
      const [meta = '', file = ''] = line.split('\t');
      const [mode = '', type = '', sha = ''] = meta.split(' ');
      return { mode, type, sha, file };
    })
    .filter((e) => e.type === 'blob');
  const cat = spawn('git', ['--git-dir', gitDir, 'cat-file', '--batch'], { stdio: ['pipe', 'pipe', 'inherit'] });
  const missing: string[] = [];
  let buffer = Buffer.alloc(0);
  let index = 0;
  await new Promise<void>((resolve, reject) => {
    cat.on('error', reject);
    cat.stdout.on('data', (data: Buffer) => {
      buffer = Buffer.concat([buffer, data]);
      for (;;) {
        const eol = buffer.indexOf(10);
        if (eol < 0) return;
        const header = buffer.subarray(0, eol).toString();
        const entry = entries[index]!;
        if (header.endsWith(' missing')) {
          missing.push(entry.file);
          buffer = buffer.subarray(eol + 1);
        } else {
          const size = Number(header.split(' ')[2]);
          if (buffer.length < eol + 1 + size + 1) return;
          const body = buffer.subarray(eol + 1, eol + 1 + size);
          const target = path.join(dir, entry.file);
          fs.mkdirSync(path.dirname(target), { recursive: true });
          if (entry.mode === '120000') fs.symlinkSync(body.toString(), target);
          else fs.writeFileSync(target, body, { mode: entry.mode === '100755' ? 0o755 : 0o644 });
          buffer = buffer.subarray(eol + 1 + size + 1);
        }
        index += 1;
        if (index === entries.length) resolve();
      }
    });
    cat.stdin.end(entries.map((e) => e.sha).join('\n') + '\n');
  });
  return missing;
}

/** The reference's dist folder (index.html, static/), built when missing. */
export async function ensureReferenceBuild(): Promise<string> {
  const gitDir = process.env.BENCH_REFERENCE_GIT ?? defaultGit;
  const commit = process.env.BENCH_REFERENCE_COMMIT ?? '9890d40';
  const dir = path.resolve(process.env.BENCH_REFERENCE_DIR ?? '/tmp/ref-vue2');
  const dist = path.join(dir, 'dist');
  const stamp = path.join(dir, '.bench-built');
  const full = spawnSync('git', ['--git-dir', gitDir, 'rev-parse', `${commit}^{commit}`]).stdout?.toString().trim();
  if (!full) throw new Error(`no commit ${commit} in ${gitDir} (BENCH_REFERENCE_GIT)`);
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8').trim() === full && fs.existsSync(path.join(dist, 'index.html'))) return dist;

  const extracted = path.join(dir, '.bench-extracted');
  if (!fs.existsSync(extracted) || fs.readFileSync(extracted, 'utf8').trim() !== full) {
    console.log(`reference: extracting ${commit} from ${gitDir} into ${dir}…`);
    fs.mkdirSync(dir, { recursive: true });
    const missing = await extract(gitDir, full, dir);
    if (missing.length) console.log(`reference: ${missing.length} file(s) absent from the git directory, left out: ${missing.join(', ')}`);
    fs.writeFileSync(extracted, full);
  }
  if (!fs.existsSync(path.join(dir, 'node_modules/@vue/cli-service'))) {
    // Its .npmrc and yarn.lock name a mirror in China (npm reads a yarn.lock's resolved URLs, and
    // waits on each): install from the registry this machine is set up for, by package.json alone.
    fs.rmSync(path.join(dir, 'yarn.lock'), { force: true });
    const registry = spawnSync('npm', ['config', 'get', 'registry'], { cwd: path.dirname(dir) }).stdout.toString().trim();
    console.log(`reference: npm install from ${registry} (a few minutes)…`);
    run('flock', ['/tmp/npm.lock', 'npm', 'install', '--no-audit', '--no-fund', '--legacy-peer-deps', `--registry=${registry}`], { cwd: dir });
  }
  console.log('reference: vue-cli-service build --mode prod…');
  const env = { ...process.env, NODE_OPTIONS: '--openssl-legacy-provider', PUBLIC_PATH: '/' };
  run(path.join(dir, 'node_modules/.bin/vue-cli-service'), ['build', '--mode', 'prod'], { cwd: dir, env });
  fs.writeFileSync(stamp, full);
  return dist;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(await ensureReferenceBuild());
}
