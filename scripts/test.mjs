#!/usr/bin/env node
/**
 * `npm test`: every test, unit to browser, in two lanes that run side by side:
 * - the unit lane: contracts, server (PGlite), web;
 * - the browser lane: the journeys in headless Chromium against the built console on the real
 *   server, then the bundle check on that build; then, when TEST_DATABASE_URL is set, the server
 *   files tagged `// @postgres:` again on PostgreSQL (docs/testing.md), and last the checks: the
 *   type check of every package, the lint (import cycles and layer rules, eslint.config.js),
 *   facts once.
 * The browser lane mostly waits (on the page, the server, its animations); the unit lane runs at
 * a lower priority and fills the cores the journeys leave, so together they take little more
 * than the journeys alone. The PostgreSQL pass and the checks follow the journeys, beside the
 * web's tests, so the two lanes end close together (before, they followed the unit lane and the
 * suite took their time on top: 21 minutes instead of 18). The browser lane's journeys' output
 * goes to .tmp/test-results/e2e.log and is printed when they end. Ends with each step's duration,
 * the total, and one line "N passed, N failed"; a non-zero exit on any failure.
 * `npm test -- --static`: the checks alone (seconds, not minutes), before a commit.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = path.join(root, '.tmp/test-results');
fs.mkdirSync(out, { recursive: true });

const run = (cmd, args, opts = {}) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit', ...opts });

/**
 * The browser lane is the long pole: one journey at a time, each waiting on the page and the
 * server, so its time is latency, not work. The unit lane and the checks are pure work that can
 * fill whatever the journeys leave of the two cores, so they run at a lower priority (nice 10):
 * the journeys keep close to the pace they have alone, and the rest ends within their time.
 * Without it the two lanes split the cores evenly and the journeys took 15 minutes instead of 11.
 * No nicer than 10: at 15 a niced test could wait long enough for a core that a script's 200 ms
 * wall-clock limit in the workflow engine tripped on `1 + 1`.
 */
const niced = (cmd, args) => (process.platform === 'linux' ? ['nice', ['-n', '10', cmd, ...args]] : [cmd, args]);

/** As `run`, without blocking the other lane: resolves with { status } once the command ends. */
const runAsync = (cmd, args, opts = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...opts });
    child.on('error', (err) => resolve({ status: 1, error: err }));
    child.on('exit', (code, signal) => resolve({ status: code ?? (signal ? 1 : 0) }));
  });

/** Each step's wall time, printed as it ends and again in the summary (the budget is 20 minutes on 2 cores). */
const started = Date.now();
const durations = [];
const clock = (ms) => {
  const s = Math.round(ms / 1000);
  return s < 60 ? `${s}s` : `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
};
async function timed(name, work) {
  const t0 = Date.now();
  const result = await work();
  const ms = Date.now() - t0;
  durations.push({ name, ms });
  console.log(`--- ${name}: ${clock(ms)}`);
  return result;
}

/**
 * The server files whose assertions depend on the database's own behaviour (locks, search,
 * jsonb, transactions, time types…): the ones whose first line is `// @postgres: <why>`.
 */
function postgresFiles() {
  const dir = path.join(root, 'apps/server/src');
  const files = [];
  const walk = (d) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith('.test.ts') && /^\/\/ @postgres: \S/.test(fs.readFileSync(p, 'utf8'))) files.push(path.relative(path.join(root, 'apps/server'), p));
    }
  };
  walk(dir);
  return files.sort();
}

function ensureChromium() {
  if (fs.existsSync('/usr/bin/chromium')) return;
  console.log('未找到 /usr/bin/chromium，正在安装 Debian 的 chromium 软件包…');
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) =>
    run(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'chromium');
  if (!fs.existsSync('/usr/bin/chromium')) {
    console.error('无法安装 chromium：浏览器测试无法运行');
    process.exit(1);
  }
}

/**
 * nginx for the scale-out topology test (apps/server/src/topology.test.ts, PostgreSQL pass): it
 * starts its own nginx process in front of three servers; Debian's service is never started.
 * The test skips itself when nginx is still missing.
 */
function ensureNginx() {
  if (fs.existsSync('/usr/sbin/nginx')) return;
  console.log('未找到 /usr/sbin/nginx，正在安装 Debian 的 nginx 软件包…');
  const asRoot = process.getuid?.() === 0;
  const apt = (...args) =>
    run(asRoot ? 'apt-get' : 'sudo', asRoot ? args : ['apt-get', ...args], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  apt('update');
  apt('install', '-y', '--no-install-recommends', 'nginx');
  if (!fs.existsSync('/usr/sbin/nginx')) console.error('无法安装 nginx：多实例拓扑测试将跳过');
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let failedSteps = [];
/** Failed tests by name, printed again at the end: CI keeps only the tail of a long log. */
const failedTests = [];

async function vitest(name, dir, env = {}, files = []) {
  const file = path.join(out, `${name}.json`);
  fs.rmSync(file, { force: true });
  console.log(`\n=== ${name} ===`);
  const r = await timed(name, () =>
    runAsync(...niced('npx', ['vitest', 'run', '--root', dir, '--reporter=default', '--reporter=json', `--outputFile=${file}`, ...files]), {
      env: { ...process.env, ...env },
    }),
  );
  if (fs.existsSync(file)) {
    const j = JSON.parse(fs.readFileSync(file, 'utf8'));
    totals.passed += j.numPassedTests;
    totals.failed += j.numFailedTests;
    totals.skipped += j.numPendingTests + (j.numTodoTests ?? 0);
    for (const file of j.testResults ?? []) {
      const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      // With the first line of its error: CI keeps only the tail of the log, and a failure that
      // only a loaded machine shows cannot be diagnosed from its name alone.
      for (const a of failed) failedTests.push(`${name}: ${path.relative(root, file.name)} › ${a.fullName}\n      ${firstLine(a.failureMessages?.[0])}`);
      // A file that fails to load, or an error thrown outside any test, has no failed assertion.
      if (!failed.length && file.status === 'failed') failedTests.push(`${name}: ${path.relative(root, file.name)} (${firstLine(file.message)})`);
    }
  }
  if (r.status !== 0) failedSteps.push(name);
}

/** The first line of an error, without colour codes, shortened for the summary. */
const firstLine = (message = '') => message.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';

/**
 * A check counted as one test: passed when the command exits 0. Its output is kept and printed
 * whole when it ends, so that two checks running at once do not interleave their lines.
 */
async function check(name, cmd, args) {
  const r = await timed(name, () => {
    const [command, commandArgs] = niced(cmd, args);
    return new Promise((resolve) => {
      const child = spawn(command, commandArgs, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
      const output = [];
      child.stdout.on('data', (chunk) => output.push(chunk));
      child.stderr.on('data', (chunk) => output.push(chunk));
      const done = (status) => {
        const text = Buffer.concat(output).toString();
        if (text.trim()) process.stdout.write(`\n=== ${name} ===\n${text}`);
        resolve({ status });
      };
      child.on('error', (err) => {
        output.push(Buffer.from(String(err)));
        done(1);
      });
      child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    });
  });
  if (r.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSteps.push(name);
  }
}

/**
 * The checks, two at a time: they come last, when the journeys are done and the unit lane is
 * ending, so the two cores are theirs; one after another they took 2m10s of the 20 minutes.
 * - Vitest strips types without checking them, so a type error would pass every test: tsc,
 *   each package counted as one test.
 * - Import cycles and layer breaches type-check fine, so the lint (eslint: import cycles,
 *   layers) is its own step.
 * - Facts once: a title, noun, permission, dictionary or export file the contracts declare,
 *   written again in product code (scripts/check-facts.mjs says what it reads).
 */
async function checksLane() {
  console.log('\n=== checks: typecheck (tsc), lint (eslint), facts once; two at a time ===');
  const checks = [
    // The longest first, so that the two lanes of checks end close together.
    ['lint', 'npx', ['eslint', '.']],
    ...['apps/server', 'apps/web', 'packages/contracts', 'bench', 'e2e'].map((dir) => [`typecheck ${dir}`, 'npx', ['tsc', '-p', dir, '--noEmit']]),
    ['facts once', 'node', ['--import', 'tsx', 'scripts/check-facts.mjs']],
  ];
  const next = async () => {
    for (let c = checks.shift(); c; c = checks.shift()) await check(...c);
  };
  await Promise.all([next(), next()]);
}

async function unitLane() {
  await vitest('contracts', 'packages/contracts');
  await vitest('server (PGlite)', 'apps/server', { TEST_DATABASE_URL: '' });
  await vitest('web', 'apps/web');
}

/**
 * PGlite and PostgreSQL are both PostgreSQL: only what differs between them (the driver, real
 * concurrency, the server's version) is run twice. After the journeys, never beside them: the
 * PostgreSQL server is a service nice cannot lower, and while it ran beside the journeys (a
 * database copied from the template per file) two journeys timed out waiting on their server.
 */
async function postgresPass() {
  if (!process.env.TEST_DATABASE_URL) return;
  ensureNginx();
  const tagged = postgresFiles();
  console.log(`\nPostgreSQL: ${tagged.length} files tagged // @postgres:`);
  // No file given would mean every file.
  if (tagged.length) await vitest('server (PostgreSQL)', 'apps/server', {}, tagged);
}

/** The journeys, then the bundle check on the build they ran on; output to e2e.log, printed at the end. */
async function browserLane() {
  ensureChromium();
  const log = path.join(out, 'e2e.log');
  const e2eFile = path.join(out, 'e2e.json');
  fs.rmSync(e2eFile, { force: true });
  const fd = fs.openSync(log, 'w');
  const quiet = { stdio: ['ignore', fd, fd] };
  const e2e = await timed('e2e', () =>
    runAsync('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
      ...quiet,
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
    }),
  );
  if (fs.existsSync(e2eFile)) {
    const report = JSON.parse(fs.readFileSync(e2eFile, 'utf8'));
    const s = report.stats;
    totals.passed += s.expected;
    totals.failed += s.unexpected + s.flaky;
    totals.skipped += s.skipped;
    const walk = (suite) => {
      for (const spec of suite.specs ?? [])
        for (const t of spec.tests ?? [])
          if (t.status === 'unexpected' || t.status === 'flaky')
            failedTests.push(`e2e: ${spec.file}:${spec.line} › ${spec.title} (${t.status})\n      ${firstLine(t.results?.find((r) => r.error)?.error?.message)}`);
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites ?? []) walk(suite);
  }
  if (e2e.status !== 0) failedSteps.push('e2e');
  // The production build the journeys just ran on must keep bpmn-js out of the login page and the shell.
  fs.writeSync(fd, '\n=== bundle check (bench/bundle.bench.mjs) ===\n');
  const bundle = await timed('bundle check', () => runAsync('node', ['bench/bundle.bench.mjs'], quiet));
  if (bundle.status === 0) totals.passed += 1;
  else {
    totals.failed += 1;
    failedSteps.push('bundle check');
  }
  fs.closeSync(fd);
  console.log('\n=== e2e (Playwright, headless Chromium) and bundle check: .tmp/test-results/e2e.log ===');
  process.stdout.write(fs.readFileSync(log, 'utf8'));
}

if (process.argv.includes('--static')) {
  await checksLane();
  finish();
}
// Everything but the journeys (and the bundle check on their build) is niced work, one step after another.
await Promise.all([unitLane(), browserLane().then(postgresPass).then(checksLane)]);
finish();

function finish() {
  console.log('\nStep durations:');
  const width = Math.max(...durations.map((d) => d.name.length));
  for (const d of durations) console.log(`  ${d.name.padEnd(width)}  ${clock(d.ms).padStart(6)}`);
  console.log(`  ${'total'.padEnd(width)}  ${clock(Date.now() - started).padStart(6)}`);
  console.log('');
  if (failedSteps.length) console.log(`失败的步骤: ${failedSteps.join(', ')}`);
  for (const name of failedTests) console.log(`  ✗ ${name}`);
  console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(failedSteps.length || totals.failed ? 1 : 0);
}
