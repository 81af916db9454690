/**
 * What the DoS benches measure of a server process while an attack runs: its health route polled
 * every ~20 ms from outside (an answer can only be as late as the longest stretch the event loop
 * was held), its resident memory, and the CPU its main thread used during the slowest answer.
 */
import fs from 'node:fs';
import type { ServerProcess } from './serverProcess.ts';

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Resident memory of the server process, MB (/proc). */
export function rssMb(server: ServerProcess): number {
  const status = fs.readFileSync(`/proc/${server.pid()}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/**
 * CPU time the server's main thread (the event loop) has used, ms, from /proc (10 ms ticks): a
 * slow health answer with little of it was the machine's scheduler (other processes on the same
 * cores), one with as much was the event loop held.
 */
export function mainThreadCpuMs(server: ServerProcess): number {
  const pid = server.pid();
  const fields = fs.readFileSync(`/proc/${pid}/task/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

export interface PhaseResult {
  name: string;
  worstMs: number;
  /** Main-thread CPU during the slowest health answer. */
  worstCpuMs: number;
  p99Ms: number;
  polls: number;
  peakMb: number;
  /** Memory 2 s after the work ended. */
  afterMb: number;
  seconds: number;
  answers: string;
}

/** Runs `work` while polling health every ~20 ms; `work` returns a summary of the answers. */
export async function phase(server: ServerProcess, name: string, work: () => Promise<string>): Promise<PhaseResult> {
  const latencies: number[] = [];
  let worst = { ms: 0, cpuMs: 0 };
  let peakMb = rssMb(server);
  let running = true;
  const poller = (async () => {
    while (running) {
      const t0 = performance.now();
      const cpu0 = mainThreadCpuMs(server);
      await fetch(`${server.base}/system/health`).then((r) => r.arrayBuffer());
      const ms = performance.now() - t0;
      latencies.push(ms);
      if (ms > worst.ms) worst = { ms, cpuMs: mainThreadCpuMs(server) - cpu0 };
      peakMb = Math.max(peakMb, rssMb(server));
      await sleep(Math.max(0, 20 - ms));
    }
  })();
  const t0 = performance.now();
  const answers = await work();
  const seconds = (performance.now() - t0) / 1000;
  running = false;
  await poller;
  await sleep(2000);
  const afterMb = rssMb(server);
  latencies.sort((a, b) => a - b);
  const p99Ms = latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0;
  return { name, worstMs: latencies.at(-1) ?? 0, worstCpuMs: worst.cpuMs, p99Ms, polls: latencies.length, peakMb: Math.max(peakMb, afterMb), afterMb, seconds, answers };
}
