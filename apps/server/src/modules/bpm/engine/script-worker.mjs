/**
 * A worker thread of the script pool (script-pool.ts): runs one diagram script at a time in
 * QuickJS (WebAssembly), off the server's event loop. Plain JavaScript so that a worker starts
 * the same under tsx (`npm start`), vitest and plain node, without a TypeScript loader.
 *
 * Protocol: the pool posts `{ id, source, variablesJson, timeLimitMs, memoryLimitBytes,
 * maxOutputChars }`; the worker answers `{ id, ok, json | kind + message, elapsedMs, heapBytes,
 * recycle }`. `kind` is `time` (interrupted at the deadline), `memory` (the runtime's heap limit),
 * `output` (result and variables too large) or `error` (the script threw). `heapBytes` is the
 * WebAssembly memory of this worker, which only grows: the pool replaces a worker whose memory
 * passed its bound. Once the module is loaded the worker posts `{ ready: true, heapBytes }`.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { newQuickJSWASMModuleFromVariant, newVariant, RELEASE_SYNC, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

// The worker's own WebAssembly memory, capped: QuickJS's runtime limit undercounts large blocks
// (without malloc_usable_size every block counts 8 bytes), so the cap is what really bounds a
// script. Past it an allocation fails and the script ends with "out of memory".
const PAGE = 65536;
const INITIAL_PAGES = 256; // the module's own 16 MB
const wasmMemory = new WebAssembly.Memory({
  initial: INITIAL_PAGES,
  maximum: Math.max(INITIAL_PAGES + 16, Math.ceil(workerData.heapCapBytes / PAGE)),
});
const QuickJS = await newQuickJSWASMModuleFromVariant(newVariant(RELEASE_SYNC, { wasmMemory }));
const heapBytes = () => QuickJS.getWasmMemory().buffer.byteLength;

function program(source, variablesJson) {
  return `
    var __vars = JSON.parse(${JSON.stringify(variablesJson)});
    var execution = Object.freeze({
      getVariable: function (name) { return __vars[name]; },
      setVariable: function (name, value) { __vars[name] = value; },
      getVariables: function () { return JSON.parse(JSON.stringify(__vars)); },
    });
    Object.keys(__vars).forEach(function (k) { if (!(k in globalThis)) globalThis[k] = JSON.parse(JSON.stringify(__vars[k])); });
    var __result = (0, eval)(${JSON.stringify(source)});
    JSON.stringify({ result: __result === undefined ? null : __result, variables: __vars });
  `;
}

function describe(vm, handle) {
  try {
    const err = vm.dump(handle);
    return typeof err === 'string' ? err : `${err?.name ?? 'Error'}: ${err?.message ?? ''}`;
  } catch {
    return 'InternalError: out of memory';
  }
}

function evaluate(runtime, job) {
  runtime.setMemoryLimit(job.memoryLimitBytes);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + job.timeLimitMs));
  const vm = runtime.newContext();
  try {
    const outcome = vm.evalCode(program(job.source, job.variablesJson), 'script.js');
    if (outcome.error) {
      const message = describe(vm, outcome.error);
      outcome.error.dispose();
      if (/interrupted/i.test(message)) return { ok: false, kind: 'time', message };
      if (/out of memory/i.test(message)) return { ok: false, kind: 'memory', message };
      return { ok: false, kind: 'error', message };
    }
    const json = vm.getString(outcome.value);
    outcome.value.dispose();
    if (json.length > job.maxOutputChars) return { ok: false, kind: 'output', message: String(json.length) };
    return { ok: true, json };
  } finally {
    vm.dispose();
  }
}

function run(job) {
  const runtime = QuickJS.newRuntime();
  let reply;
  try {
    reply = evaluate(runtime, job);
  } catch (e) {
    // A runtime that ran out of memory may fail even to build its error: the heap is suspect.
    const message = e instanceof Error ? e.message : String(e);
    reply = { ok: false, kind: /out of memory|memory access out of bounds/i.test(message) ? 'memory' : 'error', message, recycle: true };
  }
  try {
    runtime.dispose();
  } catch {
    reply.recycle = true;
  }
  return reply;
}

parentPort.on('message', (job) => {
  const t0 = performance.now();
  const reply = run(job);
  parentPort.postMessage({ id: job.id, ...reply, elapsedMs: performance.now() - t0, heapBytes: heapBytes() });
});
parentPort.postMessage({ ready: true, heapBytes: heapBytes() });
