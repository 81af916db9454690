/**
 * Denial-of-service bench, run as whole processes: starts the real server (embedded PGlite,
 * fresh data folder, demo seed), measures its idle memory, then sends what once froze it or
 * filled its memory, one phase after another, while polling GET /system/health every ~20 ms
 * from outside. A health answer can only be as late as the longest stretch the server's event
 * loop was blocked, so the worst health latency of a phase is its worst block, as every other
 * tenant would feel it. Phases:
 *   0. nothing (5 s), the machine's own latency floor;
 *   1. a BPMN file nested 120,000 levels deep (820 KB), through import and through update;
 *   2. the slowest BPMN the size limit allows (1 MB of prefixed attributes, 99 levels deep);
 *   3. six user-import uploads at once of a 1.5 MB xlsx whose texts expand to ~1.5 GB;
 *   4. 10,000 bad requests across every endpoint of the contracts (NUL characters, huge and
 *      non-finite numbers, bad JSON, unknown fields, deep nesting, wrong types, bad multipart);
 *   5. every download once, now that the bad writes have filled the operate log.
 * Prints per phase the worst and p99 health latency, peak memory (RSS) above idle, and what
 * the server answered; then the memory settled after 10 s idle against the idle figure.
 * The server does not expose gc(), so "settled" is what V8 and the allocator give back alone.
 *
 *   npm run dos -w bench        (BENCH_PORT, BENCH_BAD_REQUESTS, BENCH_SETTLE_SECONDS)
 */
import os from 'node:os';
import { badRequestList, describeRequest, downloadPaths, inflatedXlsx, nestedBpmn, slowestBpmn, type BadRequest } from './dos-payloads.ts';
import { phase as probePhase, rssMb as serverRssMb, sleep, type PhaseResult } from './healthProbe.ts';
import { serverProcess } from './serverProcess.ts';

const server = serverProcess(Number(process.env.BENCH_PORT ?? 48197));
const badRequests = Number(process.env.BENCH_BAD_REQUESTS ?? 10_000);
const settleSeconds = Number(process.env.BENCH_SETTLE_SECONDS ?? 10);
const MB = 1024 * 1024;
const rssMb = () => serverRssMb(server);

/** A phase under the health probe (`healthProbe.ts`), printed as it ends. */
async function phase(name: string, work: () => Promise<string>): Promise<PhaseResult> {
  const result = await probePhase(server, name, work);
  const { seconds, answers } = result;
  console.log(`  ${name}: ${seconds.toFixed(1)} s, worst health ${result.worstMs.toFixed(0)} ms — ${answers}`);
  return result;
}

/** "3 × 400 消息" lines: what the server answered, grouped. */
function tally(answers: Array<{ status: number; code?: number; msg?: string }>, withMsg = true): string {
  const groups = new Map<string, number>();
  for (const a of answers) {
    const key = `HTTP ${a.status}${a.code !== undefined && a.code !== a.status ? ` code ${a.code}` : ''}${withMsg && a.msg ? ` ${a.msg.slice(0, 60)}` : ''}`;
    groups.set(key, (groups.get(key) ?? 0) + 1);
  }
  return [...groups].map(([k, n]) => `${n} × ${k}`).join('; ');
}

async function call(path: string, init: RequestInit): Promise<{ status: number; code?: number; msg?: string }> {
  const res = await fetch(`${server.base}${path}`, init);
  const text = await res.text();
  try {
    const json = JSON.parse(text) as { code?: number; msg?: string };
    return { status: res.status, code: json.code, msg: json.msg };
  } catch {
    return { status: res.status };
  }
}

function multipart(fields: Record<string, string>, file: { field: string; name: string; type: string; content: Buffer }) {
  const boundary = `----tenon-dos-${Math.random().toString(36).slice(2)}`;
  const parts = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`;
  const body = Buffer.concat([Buffer.from(parts.join('') + head), file.content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

async function sendAll(list: BadRequest[], auth: Record<string, string>, concurrency: number) {
  const statuses = new Map<number, number>();
  const fiveHundreds: string[] = [];
  const slowest: Array<{ ms: number; what: string }> = [];
  let next = 0;
  const worker = async () => {
    while (next < list.length) {
      const r = list[next++]!;
      const t0 = performance.now();
      const headers: Record<string, string> = r.anonymous ? { 'tenant-id': '1' } : { ...auth };
      if (r.contentType) headers['content-type'] = r.contentType;
      let status: number;
      let code: number | undefined;
      try {
        const res = await fetch(`${server.base}${r.path}${r.query ? `?${r.query}` : ''}`, { method: r.method, headers, body: r.body });
        status = res.status;
        const text = await res.text();
        // A download answers the file, not the envelope.
        code = res.headers.get('content-type')?.includes('json') ? (JSON.parse(text) as { code?: number }).code : undefined;
      } catch {
        status = -1;
      }
      slowest.push({ ms: performance.now() - t0, what: describeRequest(r) });
      if (slowest.length > 50) slowest.sort((a, b) => b.ms - a.ms).splice(10);
      // The envelope's code when there is one: the server answers refusals with HTTP 200.
      const key = code ?? status;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      if ((key === 500 || key === -1) && fiveHundreds.length < 10) fiveHundreds.push(describeRequest(r));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { statuses, fiveHundreds, slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 5) };
}

// ---- run ------------------------------------------------------------------------------------

console.log('building payloads…');
const nested = nestedBpmn(120_000);
const slowest = slowestBpmn();
const bomb = inflatedXlsx(1_450);
const bad = badRequestList(badRequests);
console.log(`  nested BPMN ${(nested.length / 1024).toFixed(0)} KB, slowest BPMN ${(slowest.length / 1024).toFixed(0)} KB, xlsx ${(bomb.length / MB).toFixed(2)} MB expanding to ~1.5 GB, ${bad.length} bad requests over ${new Set(bad.map((b) => b.path)).size} paths`);

await server.start();
const auth = await server.adminHeaders();
const json = (method: string, body: unknown) => ({ method, headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify(body) });
const created = await call('/bpm/model/create', json('POST', { key: 'dos_bench', name: '压测模型' }));
const modelId = (await fetch(`${server.base}/bpm/model/page?key=dos_bench`, { headers: auth }).then((r) => r.json()) as { data: { list: Array<{ id: number }> } }).data.list[0]?.id;
if (created.code !== 0 || !modelId) throw new Error(`could not create the bench model: ${created.msg}`);

// Warm-up: the routes involved once each, then quiet, so idle is a served, settled process.
await call('/bpm/model/update', json('PUT', { id: modelId, name: '压测模型', bpmnXml: nestedBpmn(3) }));
await sendAll(badRequestList(200), auth, 4);
await sleep(5000);
const idleSamples: number[] = [];
for (let i = 0; i < 10; i++) {
  idleSamples.push(rssMb());
  await sleep(200);
}
const idleMb = Math.min(...idleSamples);
console.log(`idle RSS ${idleMb.toFixed(0)} MB\n`);

const importBpmn = (xml: string, i: number) => {
  const { body, contentType } = multipart({ key: `dos_${i}_${Date.now()}`, name: '嵌套' }, { field: 'bpmnFile', name: 'm.bpmn', type: 'text/xml', content: Buffer.from(xml) });
  return call('/bpm/model/import', { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
};
const updateBpmn = (xml: string) => call('/bpm/model/update', json('PUT', { id: modelId, name: '压测模型', bpmnXml: xml }));

const results: PhaseResult[] = [];
// What health latency the machine gives with nothing else sent: the floor of every figure below.
results.push(await phase('baseline: nothing sent for 5 s', () => sleep(5000).then(() => '—')));
results.push(
  await phase('nested BPMN, 120,000 levels: 2 imports, 2 updates, one after another', async () => {
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await importBpmn(nested, i), await updateBpmn(nested));
    return tally(answers);
  }),
);
results.push(
  await phase('slowest BPMN within the limits: 2 imports, 2 updates, one after another', async () => {
    const answers = [];
    for (let i = 0; i < 2; i++) answers.push(await importBpmn(slowest, 10 + i), await updateBpmn(slowest));
    return tally(answers);
  }),
);
results.push(
  await phase('inflated xlsx (~1.5 GB of text): 6 user imports at once', async () => {
    const upload = () => {
      const { body, contentType } = multipart({}, { field: 'file', name: 'users.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', content: bomb });
      return call('/system/user/import', { method: 'POST', headers: { ...auth, 'content-type': contentType }, body });
    };
    return tally(await Promise.all(Array.from({ length: 6 }, upload)));
  }),
);
let badOutcome: Awaited<ReturnType<typeof sendAll>> | undefined;
results.push(
  await phase(`${bad.length} bad requests, 16 at a time`, async () => {
    badOutcome = await sendAll(bad, auth, 16);
    return [...badOutcome.statuses].sort(([a], [b]) => a - b).map(([c, n]) => `${n} × ${c === -1 ? 'no answer' : c === 200 ? 'HTTP 200 without an envelope (downloads, captcha)' : `code ${c}`}`).join(', ');
  }),
);
results.push(
  await phase('every download once, 2 at a time, the operate log now holding the bad writes', async () => {
    const answers: Array<{ status: number; code?: number; msg?: string }> = [];
    const paths = downloadPaths();
    const one = async () => {
      for (let p = paths.shift(); p; p = paths.shift()) {
        const t0 = performance.now();
        const res = await fetch(`${server.base}${p}`, { headers: auth });
        const bytes = (await res.arrayBuffer()).byteLength;
        answers.push({ status: res.status, msg: `${p} ${(performance.now() - t0).toFixed(0)} ms ${(bytes / 1024).toFixed(0)} KB` });
      }
    };
    await Promise.all([one(), one()]);
    return answers.map((a) => a.msg).join('; ');
  }),
);
if (badOutcome?.fiveHundreds.length) console.log(`  first code-500 or unanswered:\n    ${badOutcome.fiveHundreds.join('\n    ')}`);
console.log(`  slowest:\n    ${badOutcome!.slowest.map((s) => `${s.ms.toFixed(0)} ms ${s.what}`).join('\n    ')}`);

await sleep(settleSeconds * 1000);
const settledMb = rssMb();

console.log(`\nDoS bench: ${os.cpus().length} cores, embedded PGlite, idle RSS ${idleMb.toFixed(0)} MB`);
console.log('phase'.padEnd(74), 'worst ms'.padStart(9), 'p99 ms'.padStart(7), 'peak − idle MB'.padStart(15), 'after − idle MB'.padStart(16));
for (const r of results) {
  console.log(
    r.name.padEnd(74),
    r.worstMs.toFixed(0).padStart(9),
    r.p99Ms.toFixed(0).padStart(7),
    (r.peakMb - idleMb).toFixed(0).padStart(15),
    (r.afterMb - idleMb).toFixed(0).padStart(16),
  );
}
const peakMb = Math.max(...results.map((r) => r.peakMb));
console.log(`worst event-loop block (worst health latency): ${Math.max(...results.map((r) => r.worstMs)).toFixed(0)} ms`);
console.log(`peak RSS ${peakMb.toFixed(0)} MB = idle + ${(peakMb - idleMb).toFixed(0)} MB (× ${(peakMb / idleMb).toFixed(2)})`);
console.log(`settled RSS after ${settleSeconds} s idle ${settledMb.toFixed(0)} MB = idle + ${(settledMb - idleMb).toFixed(0)} MB (× ${(settledMb / idleMb).toFixed(2)})`);
server.dispose();
process.exit(0);
