/**
 * First visit and screen switches (issue 25), ours against the reference console (yudao v1.8.3,
 * Vue 2, built by referenceBuild.ts) in one run, in Debian's Chromium (BENCH_CHROMIUM,
 * /usr/bin/chromium), both served gzip:
 *   - ours by our real server (serverProcess.ts) on this build (WEB_DIST, built when stale; with
 *     BENCH_PREBUILT=1 taken as it is, e.g. another checkout's build for a before/after);
 *   - the reference's dist by a small static server below: its .gz files (compression-webpack-
 *     plugin), other text gzipped as nginx's `gzip on` would, history fallback to index.html, and
 *     its API (/prod-api/…) passed to our server's (/tri-real-api/…), which answers a client of
 *     the reference.
 * Every request asks for gzip (Accept-Encoding: gzip, deflate), as the issue measured; any host
 * but 127.0.0.1 fails to resolve (the reference's Baidu analytics), for both.
 *
 * The login page with an empty cache (a new browser context per run), unthrottled and throttled
 * (CPU 4× slower, Emulation.setCPUThrottlingRate; the network as Lighthouse's mobile 4G,
 * constants.throttling.mobileSlow4G: 150 ms round trip, 1.6 Mbps down, 750 kbps up, through
 * Network.emulateNetworkConditions):
 *   - JS on the wire: script responses until the network is quiet for a second, bytes as
 *     transferred (CDP encodedDataLength: headers and gzip bodies);
 *   - field: when the password field is visible, enabled and focused (polled every frame from
 *     navigation start);
 *   - usable: when a key typed into it as soon as it is (Playwright's keyboard, real input events)
 *     reaches the page as an input event: what the user waits for, main-thread work included.
 * Median of BENCH_RUNS runs (default 5), ours and the reference's alternating; ratios ours/reference.
 *
 * Then ours signed in (admin): after the login, with the network quiet (the idle prefetch of the
 * menus' pages done), a click on each of several sidebar items, timed from the click event to the
 * first frame in which the new screen's content (its table, card or heading) is visible; median.
 *
 *   npm run first-visit -w bench        BENCH_RUNS=3 BENCH_PORT=48194 (the reference on PORT+1);
 *                                       BENCH_RUNS=0 measures the screen switches alone
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';
import { ensureWebBuild } from '../scripts/webBuild.mjs';
import { ensureReferenceBuild } from './referenceBuild';
import { serverProcess } from './serverProcess';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PORT = Number(process.env.BENCH_PORT ?? 48194);
const REFERENCE_PORT = PORT + 1;
const executablePath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

/** Lighthouse's mobileSlow4G (rttMs 150, throughputKbps 1.6 × 1024, uploadThroughputKbps 750), in CDP's units. */
const MOBILE_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;

/** The goals of the issue: ours/reference. */
const GOALS = { jsBytes: 0.25, throttled: 1 / 3, unthrottled: 1 };

/** The screens clicked in the sidebar: directory, item. */
const SCREENS: [string, string][] = [
  ['系统管理', '用户管理'],
  ['系统管理', '角色管理'],
  ['系统管理', '菜单管理'],
  ['系统管理', '部门管理'],
  ['系统管理', '岗位管理'],
  ['系统管理', '字典管理'],
  ['系统管理', '通知公告'],
  ['基础设施', '配置管理'],
];

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
};
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const ms = (n: number) => `${Math.round(n).toLocaleString('en-US')} ms`;

// ---------------------------------------------------------------- the reference's static server

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
};
const COMPRESSIBLE = /\.(html|js|css|json|svg|ico|ttf)$/;

function referenceServer(dist: string, apiPort: number): http.Server {
  const gzipped = new Map<string, Buffer>();
  return http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/prod-api/')) {
      const upstream = http.request(
        { host: '127.0.0.1', port: apiPort, method: req.method, path: `/tri-real-api/${url.pathname.slice('/prod-api/'.length)}${url.search}`, headers: { ...req.headers, host: `127.0.0.1:${apiPort}` } },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      req.pipe(upstream);
      return;
    }
    let file = path.join(dist, decodeURIComponent(url.pathname));
    if (!file.startsWith(dist) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = path.join(dist, 'index.html');
    const ext = path.extname(file);
    const headers: Record<string, string> = {
      'content-type': TYPES[ext] ?? 'application/octet-stream',
      // Hashed names under static/ forever, index.html asked again: its nginx.conf's intent.
      'cache-control': file.includes(`${path.sep}static${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    let body: Buffer = fs.readFileSync(file);
    if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
      let packed = gzipped.get(file);
      if (!packed) {
        packed = fs.existsSync(`${file}.gz`) ? fs.readFileSync(`${file}.gz`) : zlib.gzipSync(body, { level: 6 });
        gzipped.set(file, packed);
      }
      body = packed;
      headers['content-encoding'] = 'gzip';
      headers.vary = 'Accept-Encoding';
    }
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

// ---------------------------------------------------------------- one first visit

/**
 * In the page from its first script on: every frame, looks for the password field; once it is
 * visible, enabled and takes the focus, notes the time, and the time of the first input event
 * that reaches a password field afterwards.
 */
const PROBE = `(() => {
  if (window.top !== window) return;
  const fv = (window.__fv = {});
  document.addEventListener('input', (e) => {
    if (fv.ready !== undefined && fv.typed === undefined && e.target && e.target.type === 'password') fv.typed = performance.now();
  }, true);
  const check = () => {
    const el = document.querySelector('input[type="password"]');
    if (el && !el.disabled && !el.readOnly && el.getBoundingClientRect().width > 0 && el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) {
      el.focus();
      if (document.activeElement === el) {
        fv.ready = performance.now();
        return;
      }
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})();`;

interface Visit {
  jsBytes: number;
  jsFiles: number;
  allBytes: number;
  field: number;
  usable: number;
}

/**
 * Requests in flight and bytes received, from CDP's network events. The unread-count stream
 * (text/event-stream) stays open as long as the page: it is left out of "in flight".
 */
function trackNetwork(cdp: CDPSession) {
  const types = new Map<string, string>();
  const inflight = new Set<string>();
  const totals = { jsBytes: 0, jsFiles: 0, allBytes: 0, lastChange: Date.now() };
  cdp.on('Network.requestWillBeSent', (e) => {
    if (!e.request.url.startsWith('http') || /event-stream/.test(e.request.headers.Accept ?? e.request.headers.accept ?? '')) return;
    inflight.add(e.requestId);
    types.set(e.requestId, e.type ?? '');
    totals.lastChange = Date.now();
  });
  cdp.on('Network.responseReceived', (e) => {
    if (types.has(e.requestId)) types.set(e.requestId, e.type);
  });
  const done = (e: { requestId: string; encodedDataLength?: number }) => {
    if (!inflight.delete(e.requestId)) return;
    const bytes = e.encodedDataLength ?? 0;
    totals.allBytes += bytes;
    if (types.get(e.requestId) === 'Script') {
      totals.jsBytes += bytes;
      totals.jsFiles += 1;
    }
    totals.lastChange = Date.now();
  };
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  /** Until nothing has been in flight for `quietMs` (at most `limitMs`). */
  const quiet = async (quietMs = 1000, limitMs = 30_000) => {
    const until = Date.now() + limitMs;
    while (Date.now() < until && (inflight.size > 0 || Date.now() - totals.lastChange < quietMs)) await new Promise((r) => setTimeout(r, 100));
  };
  return { totals, quiet };
}

async function newContext(browser: Browser): Promise<{ context: BrowserContext; page: Page; cdp: CDPSession }> {
  const context = await browser.newContext({
    locale: 'zh-CN',
    viewport: { width: 1440, height: 900 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate' },
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  return { context, page, cdp };
}

async function firstVisit(browser: Browser, url: string, throttled: boolean): Promise<Visit> {
  const { context, page, cdp } = await newContext(browser);
  try {
    const network = trackNetwork(cdp);
    await page.addInitScript(PROBE);
    if (throttled) {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await cdp.send('Network.emulateNetworkConditions', MOBILE_4G);
    }
    await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
    await page.waitForFunction(() => (window as { __fv?: { ready?: number } }).__fv?.ready !== undefined, null, { polling: 'raf', timeout: 120_000 });
    await page.keyboard.type('x');
    await page.waitForFunction(() => (window as { __fv?: { typed?: number } }).__fv?.typed !== undefined, null, { timeout: 60_000 });
    const { ready, typed } = await page.evaluate(() => (window as unknown as { __fv: { ready: number; typed: number } }).__fv);
    await network.quiet();
    const { jsBytes, jsFiles, allBytes } = network.totals;
    return { jsBytes, jsFiles, allBytes, field: ready, usable: typed };
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- screen switches

/**
 * In the page before a click: marks the content already there, then from the click event on,
 * every frame, looks for the new screen's content (a table, a card or a heading in the content
 * area, not marked) and notes the time from the click once it is visible. A string, as PROBE:
 * tsx would name the functions with a helper the page does not have.
 */
const WATCH_SWITCH = `(() => {
  const selector = '.main-content :is(.ant-table, .ant-card, h1, h2, h3, h4)';
  document.querySelectorAll(selector).forEach((el) => el.setAttribute('data-fv-old', ''));
  const sw = (window.__sw = {});
  document.addEventListener('click', (event) => {
    const check = () => {
      const fresh = Array.from(document.querySelectorAll(selector)).find(
        (el) => !el.hasAttribute('data-fv-old') && el.getBoundingClientRect().height > 0 && el.checkVisibility(),
      );
      if (fresh) sw.ms = performance.now() - event.timeStamp;
      else requestAnimationFrame(check);
    };
    check();
  }, { capture: true, once: true });
})()`;

async function screenSwitches(browser: Browser, origin: string): Promise<{ screen: string; ms: number }[]> {
  const { context, page, cdp } = await newContext(browser);
  try {
    const network = trackNetwork(cdp);
    await page.goto(`${origin}/login`);
    // Typed, not left to the demo hints: they may come after the click.
    await page.getByLabel('租户名称').fill('榫卯科技');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码', { exact: true }).fill('admin123');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByRole('button', { name: /^用户菜单：/ }).waitFor({ timeout: 120_000 });
    // What a user who has just signed in leaves the browser: idle, which the prefetch uses.
    await network.quiet(2000, 60_000);
    const nav = page.getByRole('navigation', { name: '主菜单' });
    const results: { screen: string; ms: number }[] = [];
    for (const [directory, item] of SCREENS) {
      // A menu item's name starts with its icon's label.
      const link = nav.getByRole('menuitem', { name: new RegExp(`${item}$`) });
      if (!(await link.isVisible())) {
        await nav.getByRole('menuitem', { name: new RegExp(`${directory}$`) }).click();
        await link.waitFor();
        await page.waitForTimeout(400); // the submenu's slide
      }
      await page.evaluate(WATCH_SWITCH);
      await link.click();
      await page.waitForFunction(() => (window as { __sw?: { ms?: number } }).__sw?.ms !== undefined, null, { timeout: 30_000 });
      results.push({ screen: item, ms: await page.evaluate(() => (window as unknown as { __sw: { ms: number } }).__sw.ms) });
      await network.quiet(500);
    }
    return results;
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------- the run

async function main() {
  if (!fs.existsSync(executablePath)) throw new Error(`no Chromium at ${executablePath} (BENCH_CHROMIUM)`);
  // BENCH_PREBUILT: WEB_DIST as it is, e.g. another checkout's build for a before/after.
  const ours = process.env.BENCH_PREBUILT && process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : ensureWebBuild();
  const reference = await ensureReferenceBuild();
  process.env.WEB_DIST = ours;
  const server = serverProcess(PORT);
  const refServer = referenceServer(reference, PORT);
  let browser: Browser | undefined;
  try {
    await server.start();
    await new Promise<void>((resolve) => refServer.listen(REFERENCE_PORT, '127.0.0.1', resolve));
    const origin = new URL(server.base).origin;
    browser = await chromium.launch({
      executablePath,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
      ],
    });
    const apps = { ours: `${origin}/login`, reference: `http://127.0.0.1:${REFERENCE_PORT}/login` };
    // BENCH_RUNS=0: the screen switches alone.
    if (RUNS > 0) {
      console.log(`\nFirst visit of the login page: ours ${ours}, the reference ${reference}; median of ${RUNS} runs`);
      console.log(`throttled: CPU ${CPU_SLOWDOWN}× slower, network ${MOBILE_4G.latency} ms RTT, 1.6 Mbps down, 750 kbps up (Lighthouse's mobileSlow4G)`);
      const results: Record<string, Record<'ours' | 'reference', Visit[]>> = {};
      for (const throttled of [false, true]) {
        const profile = throttled ? 'throttled' : 'unthrottled';
        results[profile] = { ours: [], reference: [] };
        // A first visit each, unmeasured: the server's and the browser's own first-time costs.
        for (const url of Object.values(apps)) await firstVisit(browser, url, throttled);
        for (let run = 0; run < RUNS; run++) {
          for (const app of ['ours', 'reference'] as const) results[profile]![app].push(await firstVisit(browser, apps[app], throttled));
        }
      }

      const summary = (visits: Visit[]) => ({
        jsBytes: median(visits.map((v) => v.jsBytes)),
        jsFiles: median(visits.map((v) => v.jsFiles)),
        allBytes: median(visits.map((v) => v.allBytes)),
        field: median(visits.map((v) => v.field)),
        usable: median(visits.map((v) => v.usable)),
      });
      console.log('\nprofile       app         JS (files)          all bytes   field shown   usable');
      const verdicts: string[] = [];
      for (const [profile, byApp] of Object.entries(results)) {
        const o = summary(byApp.ours);
        const r = summary(byApp.reference);
        for (const [app, s] of [['ours', o], ['reference', r]] as const) {
          console.log(`${profile.padEnd(13)} ${app.padEnd(10)} ${`${kb(s.jsBytes)} (${s.jsFiles})`.padStart(16)} ${kb(s.allBytes).padStart(13)} ${ms(s.field).padStart(12)} ${ms(s.usable).padStart(9)}`);
        }
        const jsRatio = o.jsBytes / r.jsBytes;
        const timeRatio = o.usable / r.usable;
        console.log(`${profile.padEnd(13)} ours/ref   ${jsRatio.toFixed(3).padStart(16)} ${(o.allBytes / r.allBytes).toFixed(3).padStart(13)} ${(o.field / r.field).toFixed(3).padStart(12)} ${timeRatio.toFixed(3).padStart(9)}`);
        if (profile === 'unthrottled') {
          verdicts.push(`JS bytes ${jsRatio.toFixed(3)} of the reference's (goal ≤ ${GOALS.jsBytes})${jsRatio <= GOALS.jsBytes ? ' met' : ' MISSED'}`);
          verdicts.push(`unthrottled usable ${timeRatio.toFixed(3)} of its time (goal < ${GOALS.unthrottled})${timeRatio < GOALS.unthrottled ? ' met' : ' MISSED'}`);
        } else {
          verdicts.push(`throttled usable ${timeRatio.toFixed(3)} of its time (goal ≤ ${(GOALS.throttled).toFixed(3)})${timeRatio <= GOALS.throttled ? ' met' : ' MISSED'}`);
        }
      }
      console.log(verdicts.map((v) => `  ${v}`).join('\n'));
    }

    const switches = await screenSwitches(browser, origin);
    console.log('\nScreen switch, ours signed in as admin, after the idle prefetch (click → content visible)');
    for (const { screen, ms: t } of switches) console.log(`  ${screen.padEnd(8)} ${ms(t).padStart(8)}`);
    const m = median(switches.map((s) => s.ms));
    console.log(`  median ${ms(m)}, max ${ms(Math.max(...switches.map((s) => s.ms)))} (goal ≤ 100 ms)${m <= 100 ? ' met' : ' MISSED'}`);
  } finally {
    await browser?.close();
    refServer.close();
    await server.drop();
  }
}

await main();
