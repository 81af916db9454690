/**
 * Script tasks and script listeners in JavaScript, run in QuickJS compiled to WebAssembly: a
 * separate interpreter with no access to Node, the process, the file system or the network.
 * Only JSON crosses the boundary. Time and memory are bounded; a script that runs past its
 * deadline is interrupted and the step fails with a clear message.
 * In the script: the process variables are globals (read-only copies), and
 * `execution.getVariable(name)` / `execution.setVariable(name, value)` read and write them; the
 * last expression's value is the task's result (stored under `camunda:resultVariable`).
 */
import { getQuickJS, shouldInterruptAfterDeadline } from 'quickjs-emscripten';

export const SCRIPT_TIME_LIMIT_MS = 200;
const SCRIPT_MEMORY_LIMIT = 16 * 1024 * 1024;

export class ScriptError extends Error {}

export interface ScriptOutcome {
  result: unknown;
  variables: Record<string, unknown>;
}

export async function runScript(source: string, variables: Record<string, unknown>, timeLimitMs = SCRIPT_TIME_LIMIT_MS): Promise<ScriptOutcome> {
  const QuickJS = await getQuickJS();
  const runtime = QuickJS.newRuntime();
  runtime.setMemoryLimit(SCRIPT_MEMORY_LIMIT);
  runtime.setMaxStackSize(512 * 1024);
  runtime.setInterruptHandler(shouldInterruptAfterDeadline(Date.now() + timeLimitMs));
  const vm = runtime.newContext();
  try {
    const program = `
      var __vars = JSON.parse(${JSON.stringify(JSON.stringify(variables))});
      var execution = Object.freeze({
        getVariable: function (name) { return __vars[name]; },
        setVariable: function (name, value) { __vars[name] = value; },
        getVariables: function () { return JSON.parse(JSON.stringify(__vars)); },
      });
      Object.keys(__vars).forEach(function (k) { if (!(k in globalThis)) globalThis[k] = JSON.parse(JSON.stringify(__vars[k])); });
      var __result = (0, eval)(${JSON.stringify(source)});
      JSON.stringify({ result: __result === undefined ? null : __result, variables: __vars });
    `;
    const outcome = vm.evalCode(program, 'script.js');
    if (outcome.error) {
      const err = vm.dump(outcome.error) as { name?: string; message?: string } | string;
      outcome.error.dispose();
      const message = typeof err === 'string' ? err : `${err?.name ?? 'Error'}: ${err?.message ?? ''}`;
      throw new ScriptError(/interrupted/i.test(message) ? `脚本执行超过 ${timeLimitMs} 毫秒，已中止` : `脚本执行出错：${message}`);
    }
    const json = vm.getString(outcome.value);
    outcome.value.dispose();
    return JSON.parse(json) as ScriptOutcome;
  } finally {
    vm.dispose();
    runtime.dispose();
  }
}
