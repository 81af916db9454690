/** The workflow runtime (starts and moves processes; OA leave starts through it). Its timers fire from 定时任务 (timer-job.ts). */
import { ConfigKeys } from '@tenon/contracts';
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { ProcessRuntime } from './process-runtime.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    processRuntime: ProcessRuntime;
  }
}

export const runtimeProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'processRuntime',
    needs: ['db', 'notify', 'configValues', 'config', 'workflowBeans', 'catalogue'],
    build: ({ db, notify, configValues, config, workflowBeans, catalogue }, { log }) => {
      const runtime = new ProcessRuntime(db, notify, Date.now, (msg, err) => log.error({ err }, msg), {
        maxSteps: config.bpm.commandSteps,
        commandScriptMs: config.bpm.commandScriptMs,
        scriptMs: config.bpm.scriptMs,
        scriptMemoryBytes: config.bpm.scriptMemoryMb * 1024 * 1024,
        variablesMaxBytes: config.bodyLimit,
        scriptWorkers: config.bpm.scriptWorkers,
      }, catalogue);
      // Separation of duties (配置管理, read at each command through the catalogue cache): only a
      // stored `false` lets a starter be given a task of their own process; a missing or unusable
      // value counts as on, the key's first value. Set here, where the runtime is built, so every
      // command (a start from OA leave, a timer) reads it, not only the task routes'.
      runtime.readStarterSwitch(async () => (await configValues.entry(ConfigKeys.BPM_FORBID_STARTER_APPROVAL))?.value !== 'false');
      runtime.useBeans(workflowBeans);
      return runtime;
    },
    close: (runtime) => runtime.close(),
  },
];
