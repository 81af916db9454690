#!/usr/bin/env node
/**
 * What the production build makes a browser download, from its Vite manifest:
 *   - the login page's first visit: the entry chunk and its static imports, plus the lazily
 *     loaded login page and its static imports;
 *   - the shell a signed-in user loads before opening any page: the entry's closure plus the
 *     lazily loaded main layout (MainLayout) and its static imports;
 * JS and CSS, raw and gzip, beside the whole app's totals. Then it proves that the BPMN
 * libraries (bpmn-js, diagram-js, bpmnlint, the token simulation) stay out of both closures,
 * by scanning their files for strings only those libraries contain, and that the same strings
 * are found in the designer's chunks (so an absence means something), and that the read-only
 * viewer's chunk has bpmn-js and diagram-js but not the designer's linting or simulation.
 * Exits 1 when a library leaks into the login page, the shell or the viewer, or when a marker
 * is not found where it must be; likewise when antd or axios (the request client) reach the
 * login page's first paint, which ships without them.
 * Last, the login page on the wire: the real server (serverProcess.ts) serving this build, /login
 * loaded in headless Chromium (BENCH_CHROMIUM, /usr/bin/chromium) with an empty cache, once
 * asking for identity only (what every browser got before the server sent the build's
 * precompressed files) and once with Chromium's own Accept-Encoding: requests, and bytes as
 * transferred (headers and bodies, CDP's encodedDataLength).
 * Builds the web app when the build is missing or older than its sources (webBuild.mjs);
 * WEB_DIST moves the build elsewhere, as for `npm start`.
 *
 *   npm run bundle -w bench
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import zlib from 'node:zlib';
import { ensureWebBuild, root } from '../scripts/webBuild.mjs';

const dist = ensureWebBuild({ force: Boolean(process.env.BENCH_REBUILD) });
const manifestFile = path.join(dist, '.vite/manifest.json');
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

const chunk = (pattern, what) => {
  const key = Object.keys(manifest).find((k) => pattern.test(k));
  if (!key) throw new Error(`manifest has no ${what} chunk (${pattern})`);
  return key;
};
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('manifest has no entry chunk');
const login = chunk(/pages\/login\/index\.tsx$/, 'login page');
const layout = chunk(/layout\/MainLayout\.tsx$/, 'main layout');
const designer = chunk(/pages\/bpm\/model\/design\/ProcessDesigner\.tsx$/, 'process designer');
const viewer = chunk(/bpmn\/viewer\/ProcessViewer\.tsx$/, 'process viewer');

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
const shellFiles = filesOf(closure([entry, layout]));
const designerFiles = filesOf(closure([designer]));
const viewerFiles = filesOf(closure([viewer]));
const minus = (a, b) => ({ js: a.js.filter((f) => !b.js.includes(f)), css: a.css.filter((f) => !b.css.includes(f)) });
// What opening 流程设计 adds on top of the shell (the chunks they share are already loaded).
const designerAdds = minus(designerFiles, shellFiles);
// What the read-only diagram (流程图 on the detail, start and definition pages) adds.
const viewerAdds = minus(viewerFiles, shellFiles);
const all = fs.readdirSync(path.join(dist, 'assets'));
const allFiles = {
  js: all.filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`),
  css: all.filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`),
};
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const rows = [
  ['login page JS', measure(loginFiles.js)],
  ['login page CSS', measure(loginFiles.css)],
  ['shell JS', measure(shellFiles.js)],
  ['shell CSS', measure(shellFiles.css)],
  ['+ designer JS', measure(designerAdds.js)],
  ['+ designer CSS', measure(designerAdds.css)],
  ['+ viewer JS', measure(viewerAdds.js)],
  ['+ viewer CSS', measure(viewerAdds.css)],
  ['whole app JS', measure(allFiles.js)],
  ['whole app CSS', measure(allFiles.css)],
];
const shown = dist.startsWith(root) ? path.relative(root, dist) : dist;
console.log(`\nBundle report (${shown}, gzip level 9)`);
console.log('what'.padEnd(16), 'files'.padStart(6), 'raw'.padStart(11), 'gzip'.padStart(11));
for (const [name, m] of rows) console.log(name.padEnd(16), String(m.files).padStart(6), kb(m.raw).padStart(11), kb(m.gzip).padStart(11));
const gzipOf = (name) => rows.find((r) => r[0] === name)[1].gzip;
const share = (name) => `${((gzipOf(name) / gzipOf('whole app JS')) * 100).toFixed(0)}%`;
console.log(`login page JS is ${share('login page JS')}, the shell's JS ${share('shell JS')} of the whole app's JS (gzip)`);
console.log('+ designer: what opening 流程设计 loads on top of the shell (ProcessDesigner, bpmn-js and friends)');
console.log('+ viewer: what showing a read-only 流程图 loads on top of the shell (ProcessViewer, bpmn-js NavigatedViewer)');

/**
 * Strings that only these libraries put in a bundle: CSS class names and event names they
 * build at run time, and rule messages, all of which survive minification.
 */
const libraries = [
  { name: 'bpmn-js', markers: ['bjs-powered-by', 'bjs-container'], inViewer: true },
  { name: 'diagram-js', markers: ['djs-container', 'djs-overlay-container'], inViewer: true },
  { name: 'bpmnlint', markers: ['Element is an implicit end', 'must provide <options.resolver>'], inViewer: false },
  { name: 'bpmn-js-bpmnlint', markers: ['bjsl-button'], inViewer: false },
  { name: 'token simulation', markers: ['tokenSimulation.toggleMode', 'bts-toggle-mode'], inViewer: false },
];
const text = (files) => files.map((f) => ({ file: f, body: fs.readFileSync(path.join(dist, f), 'utf8') }));
const scan = (files, marker) => files.filter((f) => f.body.includes(marker)).map((f) => f.file);
const closures = {
  'login page': text([...loginFiles.js, ...loginFiles.css]),
  shell: text([...shellFiles.js, ...shellFiles.css]),
  designer: text([...designerFiles.js, ...designerFiles.css]),
  viewer: text([...viewerFiles.js, ...viewerFiles.css]),
};

const failures = [];
console.log('\nBPMN libraries by closure (marker strings found / looked for)');
console.log('library'.padEnd(18), 'login page'.padStart(11), 'shell'.padStart(8), 'designer'.padStart(10), 'viewer'.padStart(8));
for (const lib of libraries) {
  const found = Object.fromEntries(
    Object.entries(closures).map(([name, files]) => [name, lib.markers.filter((m) => scan(files, m).length > 0)]),
  );
  const cell = (name, width) => `${found[name].length}/${lib.markers.length}`.padStart(width);
  console.log(lib.name.padEnd(18), cell('login page', 11), cell('shell', 8), cell('designer', 10), cell('viewer', 8));
  for (const name of ['login page', 'shell']) {
    for (const m of found[name]) failures.push(`${lib.name} in the ${name}: "${m}" in ${scan(closures[name], m).join(', ')}`);
  }
  for (const m of lib.markers.filter((x) => !found.designer.includes(x))) {
    failures.push(`marker "${m}" (${lib.name}) not found in the designer: the check cannot see that library`);
  }
  // The viewer draws with bpmn-js alone; the designer's linting and simulation stay out of it.
  if (lib.inViewer) {
    for (const m of lib.markers.filter((x) => !found.viewer.includes(x))) failures.push(`marker "${m}" (${lib.name}) not found in the viewer`);
  } else {
    for (const m of found.viewer) failures.push(`${lib.name} in the viewer: "${m}" in ${scan(closures.viewer, m).join(', ')}`);
  }
}
/**
 * The login page's first paint ships without antd and without the request client
 * (docs/performance.md, "First visit"): they load with the 短信登录 tab, the providers' buttons
 * or the slider, and after the form has shown. Their markers must be in the shell, so that an
 * absence means something.
 */
const firstPaintLibraries = [
  { name: 'antd', markers: ['data-token-hash'] },
  { name: 'axios', markers: ['AxiosError'] },
];
console.log('\nKept off the login page\'s first paint (marker strings found / looked for)');
console.log('library'.padEnd(18), 'login page'.padStart(11), 'shell'.padStart(8));
for (const lib of firstPaintLibraries) {
  const found = (name) => lib.markers.filter((m) => scan(closures[name], m).length > 0);
  console.log(lib.name.padEnd(18), `${found('login page').length}/${lib.markers.length}`.padStart(11), `${found('shell').length}/${lib.markers.length}`.padStart(8));
  for (const m of found('login page')) failures.push(`${lib.name} in the login page's first paint: "${m}" in ${scan(closures['login page'], m).join(', ')}`);
  for (const m of lib.markers.filter((x) => !found('shell').includes(x))) failures.push(`marker "${m}" (${lib.name}) not found in the shell: the check cannot see that library`);
}

/** Requests and bytes received while /login loads and shows its form, in a fresh context. */
async function loginOnTheWire() {
  const executablePath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) {
    console.log(`\nLogin page on the wire: skipped (no Chromium at ${executablePath})`);
    return;
  }
  const { tsImport } = await import('tsx/esm/api');
  const { serverProcess } = await tsImport('./serverProcess.ts', import.meta.url);
  const { chromium } = await import('@playwright/test');
  process.env.WEB_DIST = dist;
  // A port the system hands out now unless one is asked for: a fixed one in the ephemeral range
  // was once taken by a socket of the e2e suite running beside this check (EADDRINUSE).
  const server = serverProcess(Number(process.env.BENCH_PORT ?? (await freePort())));
  let browser;
  try {
    await server.start();
    const origin = new URL(server.base).origin;
    browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    const load = async (extraHTTPHeaders) => {
      const context = await browser.newContext({ baseURL: origin, locale: 'zh-CN', viewport: { width: 1440, height: 900 }, extraHTTPHeaders });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
      const http = new Set();
      const codings = {};
      let requests = 0;
      let bytes = 0;
      cdp.on('Network.requestWillBeSent', (e) => e.request.url.startsWith('http') && http.add(e.requestId));
      cdp.on('Network.responseReceived', (e) => {
        if (!http.has(e.requestId)) return;
        const h = Object.fromEntries(Object.entries(e.response.headers).map(([k, v]) => [k.toLowerCase(), v]));
        const coding = h['content-encoding'] ?? 'identity';
        codings[coding] = (codings[coding] ?? 0) + 1;
      });
      const done = (e) => {
        if (!http.has(e.requestId)) return;
        requests += 1;
        bytes += e.encodedDataLength ?? 0;
      };
      cdp.on('Network.loadingFinished', done);
      cdp.on('Network.loadingFailed', done);
      await page.goto('/login', { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: /登\s*录/ }).waitFor();
      await context.close();
      return { requests, bytes, codings };
    };
    const plain = await load({ 'accept-encoding': 'identity' });
    const packed = await load(undefined);
    const shownCodings = (c) => Object.entries(c).map(([k, v]) => `${k} ${v}`).join(', ');
    console.log('\nLogin page on the wire (/login in Chromium, empty cache, bytes as transferred)');
    console.log('Accept-Encoding'.padEnd(22), 'requests'.padStart(9), 'bytes'.padStart(12), '  answers by Content-Encoding');
    console.log('identity'.padEnd(22), String(plain.requests).padStart(9), kb(plain.bytes).padStart(12), ` ${shownCodings(plain.codings)}`);
    console.log('Chromium\'s own (br…)'.padEnd(22), String(packed.requests).padStart(9), kb(packed.bytes).padStart(12), ` ${shownCodings(packed.codings)}`);
    console.log(`compressed / identity: ${(packed.bytes / plain.bytes).toFixed(3)} (${(plain.bytes / packed.bytes).toFixed(1)}× fewer bytes)`);
    if (plain.codings.br || plain.codings.gzip) failures.push('the identity load was answered compressed: the Accept-Encoding override did not reach the server');
  } finally {
    await browser?.close();
    await server.drop();
  }
}
await loginOnTheWire();

if (failures.length) {
  console.log('\nFAILED');
  for (const f of failures) console.log(`  - ${f}`);
  process.exit(1);
}
console.log('\nOK: no BPMN library in the login page or the shell; every marker found in the designer; the viewer has bpmn-js without the designer-only add-ons; neither antd nor axios in the login page\'s first paint.');

/** A loopback port nothing listens on at this moment. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
