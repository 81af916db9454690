/**
 * 流程设计 on a large diagram, in headless Chromium against the real server: how long the
 * designer takes to open a 1,000-element .bpmn file (through its own 打开文件 input) until every
 * element is drawn, and until live validation has marked it, compared with a bare bpmn-js
 * Modeler (no camunda moddle, no extra modules) importing the same XML in the same browser.
 * Rounds alternate the two sides; prints the median of each and the ratio designer ÷ bare, so the
 * figures compare within one run on one machine rather than against a number from elsewhere.
 *
 * Element count: see bpmnGrid.ts (the process, 500 flow nodes, 499 sequence flows = 1,000).
 *
 *   npm run designer-import -w bench   (BENCH_FLOW_NODES, BENCH_ROUNDS, BENCH_PORT; BENCH_CHROMIUM
 *                                       for another Chromium than /usr/bin/chromium)
 */
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { chromium, type Page } from '@playwright/test';
import { serverProcess } from './serverProcess.ts';
import { ensureWebBuild, root } from '../scripts/webBuild.mjs';
import { gridDiagram } from './bpmnGrid.ts';

const flowNodes = Number(process.env.BENCH_FLOW_NODES ?? 500);
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const executablePath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

process.env.WEB_DIST = ensureWebBuild({ force: Boolean(process.env.BENCH_REBUILD) });
const server = serverProcess(Number(process.env.BENCH_PORT ?? 48196));
const origin = new URL(server.base).origin;

/** The bare side: bpmn-js's Modeler as it ships, with its own styles, minified like the app. */
async function bareModelerBundle(): Promise<{ js: string; css: string }> {
  const out = await build({
    stdin: {
      contents: `import Modeler from 'bpmn-js/lib/Modeler';
        import 'bpmn-js/dist/assets/diagram-js.css';
        import 'bpmn-js/dist/assets/bpmn-js.css';
        import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css';
        window.BareModeler = Modeler;`,
      resolveDir: path.join(root, 'apps/web'),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'iife',
    write: false,
    outdir: 'bare',
    define: { 'process.env.NODE_ENV': '"production"' },
    // The embedded font's fallbacks for old browsers; inlined, as Vite does for small assets.
    loader: { '.eot': 'dataurl', '.svg': 'dataurl', '.woff': 'dataurl', '.woff2': 'dataurl', '.ttf': 'dataurl' },
    logLevel: 'error',
  });
  const file = (ext: string) => out.outputFiles.find((f) => f.path.endsWith(ext))!.text;
  return { js: file('.js'), css: file('.css') };
}

interface Timing {
  /** From the file being handed over to every element of the new diagram being in the DOM. */
  drawn: number;
  /** Designer only: until live validation has updated its issue count for the new diagram. */
  linted?: number;
}

/**
 * Opens `xml` on one side and times it in the page (performance.now, so no round trip to Node
 * is counted). Elements are counted as bpmn-js marks them (`data-element-id`); the new root's
 * id tells the new diagram from the previous one.
 */
function timeImport(page: Page, side: 'designer' | 'bare', xml: string, processId: string, expected: number) {
  return page.evaluate(
    ({ side, xml, processId, expected }) =>
      new Promise<{ drawn: number; linted?: number }>((resolve, reject) => {
        const host = document.querySelector<HTMLElement>(side === 'designer' ? '[data-testid="bpmn-canvas"]' : '#bare')!;
        const drawnNow = () =>
          host.querySelector(`[data-element-id="${processId}"]`) !== null && host.querySelectorAll('[data-element-id]').length >= expected;
        const file = new File([xml], 'bench.bpmn', { type: 'text/xml' });
        const result: { drawn?: number; linted?: number; imported?: boolean } = {};
        const timer = setTimeout(() => reject(new Error(`${side}: not drawn within 120 s (${JSON.stringify(result)})`)), 120_000);
        const finish = () => {
          const done = side === 'designer' ? result.linted !== undefined : result.imported;
          if (result.drawn === undefined || !done) return;
          clearTimeout(timer);
          observer.disconnect();
          resolve({ drawn: result.drawn, linted: result.linted });
        };
        const observer = new MutationObserver((records) => {
          const now = performance.now() - t0;
          if (result.drawn === undefined && drawnNow()) result.drawn = now;
          const lintButton = records.some((r) => (r.target as Element).closest?.('.bjsl-button'));
          if (lintButton && result.drawn !== undefined && result.linted === undefined) result.linted = now;
          finish();
        });
        observer.observe(host, { subtree: true, childList: true });
        let t0: number;
        if (side === 'designer') {
          const input = document.querySelector<HTMLInputElement>('input[type="file"][aria-label="打开流程文件"]')!;
          const transfer = new DataTransfer();
          transfer.items.add(file);
          input.files = transfer.files;
          t0 = performance.now();
          input.dispatchEvent(new Event('change', { bubbles: true }));
        } else {
          const modeler = (window as unknown as { bare: { importXML(xml: string): Promise<unknown> } }).bare;
          t0 = performance.now();
          void file
            .text()
            .then((text) => modeler.importXML(text))
            .then(() => {
              result.imported = true;
              finish();
            }, reject);
        }
      }),
    { side, xml, processId, expected },
  );
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
/** tsx keeps function names with a `__name` helper, which code sent to the page must find there too. */
const allowTsxNames = (page: Page) => page.evaluate('globalThis.__name ??= (fn) => fn');
const settle = (page: Page) => page.evaluate(() => new Promise((r) => setTimeout(r, 500)));

/**
 * The demo start pre-fills the login form once the server has answered; typing before that
 * answer arrives gets overwritten half-way. Waits for it, and types only what is still empty.
 */
async function signInFields(page: Page) {
  const fields: Array<[string, string, boolean?]> = [
    ['租户名称', '榫卯科技'],
    ['用户名', 'admin'],
    ['密码', 'admin123', true],
  ];
  const tenant = page.getByLabel('租户名称');
  for (let i = 0; i < 50 && !(await tenant.inputValue()); i++) await page.waitForTimeout(200);
  for (const [label, value, exact] of fields) {
    const input = page.getByLabel(label, { exact });
    if (!(await input.inputValue())) await input.fill(value);
  }
}

const bare = await bareModelerBundle();
await server.start();
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update'],
});
const context = await browser.newContext({ baseURL: origin, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
const errors: string[] = [];
const shot = path.join(os.tmpdir(), 'designer-import-failure.png');
try {
  // A model of its own, opened in the designer as a signed-in administrator would.
  const auth = await server.adminHeaders();
  const created = (await fetch(`${server.base}/bpm/model/create`, {
    method: 'POST',
    headers: { ...auth, 'content-type': 'application/json' },
    body: JSON.stringify({ key: `bench_import_${Date.now().toString(36)}`, name: '导入基准' }),
  }).then((r) => r.json())) as { code: number; msg: string; data: number };
  if (created.code !== 0) throw new Error(`model/create: ${created.msg}`);

  const designer = await context.newPage();
  designer.on('pageerror', (e) => errors.push(`designer: ${e.message}`));
  await designer.goto('/login');
  await signInFields(designer);
  await designer.getByRole('button', { name: /登\s*录/ }).click();
  // Signing in hashes a password and starts a session: slow on a busy machine.
  await designer.getByRole('button', { name: /^用户菜单：/ }).waitFor({ timeout: 90_000 });
  await designer.goto(`/bpm/manager/model/design?modelId=${created.data}`);
  await designer.locator('[data-testid="bpmn-canvas"] .djs-palette').waitFor();
  await allowTsxNames(designer);
  const canvasBox = (await designer.getByTestId('bpmn-canvas').boundingBox())!;

  // The bare side gets a host of the designer canvas's size, so both draw into the same viewport.
  const barePage = await context.newPage();
  barePage.on('pageerror', (e) => errors.push(`bare: ${e.message}`));
  await barePage.setContent(
    `<!doctype html><html><body style="margin:0"><div id="bare" style="width:${canvasBox.width}px;height:${canvasBox.height}px"></div></body></html>`,
  );
  await allowTsxNames(barePage);
  await barePage.addStyleTag({ content: bare.css });
  await barePage.addScriptTag({ content: bare.js });
  await barePage.evaluate(() => {
    const w = window as unknown as { BareModeler: new (o: object) => unknown; bare: unknown };
    w.bare = new w.BareModeler({ container: '#bare' });
  });

  const { elements } = gridDiagram(flowNodes);
  const diagram = (round: number) => gridDiagram(flowNodes, `Process_round_${round}`).xml;

  // Warm-up (not counted): loads and compiles each side's code paths, and checks the count.
  const warm = diagram(0);
  await timeImport(barePage, 'bare', warm, 'Process_round_0', elements);
  await timeImport(designer, 'designer', warm, 'Process_round_0', elements);
  const registered = await barePage.evaluate(
    () => (window as unknown as { bare: { get(s: string): { getAll(): unknown[] } } }).bare.get('elementRegistry').getAll().length,
  );
  if (registered !== elements) throw new Error(`bare modeler registered ${registered} elements, expected ${elements}`);

  const results = { designer: [] as Timing[], bare: [] as Timing[] };
  for (let round = 1; round <= rounds; round++) {
    const xml = diagram(round);
    const sides = round % 2 ? (['designer', 'bare'] as const) : (['bare', 'designer'] as const);
    for (const side of sides) {
      const page = side === 'designer' ? designer : barePage;
      await settle(page);
      results[side].push(await timeImport(page, side, xml, `Process_round_${round}`, elements));
    }
  }
  if (errors.length) throw new Error(`page errors:\n${errors.join('\n')}`);

  const bareDrawn = results.bare.map((t) => t.drawn);
  const sides: Array<[string, number[]]> = [
    ['bare bpmn-js Modeler: all drawn', bareDrawn],
    ['designer, opened as a file: all drawn', results.designer.map((t) => t.drawn)],
    ['designer: drawn and validated', results.designer.map((t) => t.linted!)],
  ];
  const kb = (Buffer.byteLength(warm) / 1024).toFixed(0);
  console.log(
    `\nDesigner import benchmark: ${elements} elements (${flowNodes} flow nodes, ${flowNodes - 1} sequence flows, the process), ` +
      `${kb} KB of XML, ${rounds} rounds, ${os.cpus().length} cores, Chromium ${browser.version()}`,
  );
  // Each round runs both sides back to back: the per-round ratio cancels out a machine that is
  // busier in one round than in another, the ratio of the medians does not.
  console.log('side'.padEnd(40), 'median ms'.padStart(10), '÷ bare'.padStart(8), 'per-round ÷ bare'.padStart(17), '  rounds ms');
  for (const [name, values] of sides) {
    const ratios = values.map((v, i) => v / bareDrawn[i]);
    console.log(
      name.padEnd(40),
      median(values).toFixed(0).padStart(10),
      (median(values) / median(bareDrawn)).toFixed(2).padStart(8),
      median(ratios).toFixed(2).padStart(17),
      ` ${values.map((v) => v.toFixed(0)).join(' ')}`,
    );
  }
} catch (e) {
  // What the page showed when a step failed (a sign-in refused, a designer that did not open).
  await context.pages()[0]?.screenshot({ path: shot }).then(() => console.error(`screenshot: ${shot}`), () => undefined);
  throw e;
} finally {
  await browser.close();
  server.dispose();
}
process.exit(0);
