/**
 * 服务监控's figures for this instance: the Node process and its host, read when asked, plus a
 * small ring buffer sampled every few seconds (CPU, heap, event-loop delay) so the page shows the
 * last minutes as soon as it opens. One per app; its timer is unref'd and stopped on close.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import { PerformanceObserver, constants, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { ServerMonitor, ServerSample } from '@tenon/contracts';

const GC_KINDS: Record<number, string> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'minor',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'major',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incremental',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakcb',
};

const readVersion = (file: string) => {
  try {
    return String((JSON.parse(fs.readFileSync(file, 'utf8')) as { version?: string }).version ?? '');
  } catch {
    return '';
  }
};
const PRODUCT_VERSION = readVersion(new URL('../../../../package.json', import.meta.url).pathname);
const FASTIFY_VERSION = (() => {
  try {
    return readVersion(createRequire(import.meta.url).resolve('fastify/package.json'));
  } catch {
    return '';
  }
})();

type IntervalHistogram = ReturnType<typeof monitorEventLoopDelay>;

const ms = (ns: number) => (Number.isFinite(ns) ? Math.round(ns / 1e4) / 100 : 0);
const round2 = (n: number) => Math.round(n * 100) / 100;

export interface SamplerOptions {
  /** Between two samples (default 5 s). */
  intervalMs?: number;
  /** Samples kept (default 120: ten minutes at 5 s). */
  keep?: number;
}

export class ServerSampler {
  readonly instanceId = `${os.hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  private readonly history: ServerSample[] = [];
  private readonly sinceStart: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly window: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly gc = new Map<string, { count: number; totalPauseMs: number }>();
  private observer?: PerformanceObserver;
  private timer?: NodeJS.Timeout;
  private lastCpu = process.cpuUsage();
  private lastAt = performance.now();
  private lastPercent = 0;
  private readonly intervalMs: number;
  private readonly keep: number;

  constructor(opts: SamplerOptions = {}) {
    this.intervalMs = opts.intervalMs ?? 5000;
    this.keep = opts.keep ?? 120;
  }

  start() {
    this.sinceStart.enable();
    this.window.enable();
    this.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const kind = GC_KINDS[(entry as unknown as { detail?: { kind?: number } }).detail?.kind ?? -1] ?? 'other';
        const row = this.gc.get(kind) ?? { count: 0, totalPauseMs: 0 };
        row.count++;
        row.totalPauseMs += entry.duration;
        this.gc.set(kind, row);
      }
    });
    this.observer.observe({ entryTypes: ['gc'] });
    this.timer = setInterval(() => this.sample(), this.intervalMs);
    this.timer.unref();
    // The first point at once, so a page opened right after the start draws something.
    this.sample();
  }

  stop() {
    clearInterval(this.timer);
    this.observer?.disconnect();
    this.sinceStart.disable();
    this.window.disable();
  }

  /** Takes one sample now (the timer's work; tests call it to fill the history). */
  sample(): ServerSample {
    const now = performance.now();
    const cpu = process.cpuUsage(this.lastCpu);
    const elapsedUs = (now - this.lastAt) * 1000;
    this.lastCpu = process.cpuUsage();
    this.lastAt = now;
    this.lastPercent = elapsedUs > 0 ? round2(((cpu.user + cpu.system) / elapsedUs) * 100) : 0;
    const mem = process.memoryUsage();
    const s: ServerSample = {
      time: Date.now(),
      cpuPercent: this.lastPercent,
      heapUsedBytes: mem.heapUsed,
      rssBytes: mem.rss,
      loopDelayP99Ms: this.window.count ? ms(this.window.percentile(99)) : 0,
    };
    this.window.reset();
    this.history.push(s);
    if (this.history.length > this.keep) this.history.splice(0, this.history.length - this.keep);
    return s;
  }

  snapshot(): ServerMonitor {
    const mem = process.memoryUsage();
    const loop = this.sinceStart;
    const cpus = os.cpus();
    return {
      instanceId: this.instanceId,
      pid: process.pid,
      uptimeSeconds: Math.round(process.uptime()),
      hostUptimeSeconds: Math.round(os.uptime()),
      versions: {
        product: PRODUCT_VERSION,
        node: process.versions.node,
        v8: process.versions.v8,
        fastify: FASTIFY_VERSION,
        os: `${os.type()} ${os.release()} (${os.arch()})`,
      },
      cpu: {
        cores: os.availableParallelism?.() ?? cpus.length,
        model: cpus[0]?.model.trim() ?? '',
        processPercent: this.lastPercent,
        loadAverage: os.loadavg().map(round2),
      },
      memory: {
        rssBytes: mem.rss,
        heapUsedBytes: mem.heapUsed,
        heapTotalBytes: mem.heapTotal,
        externalBytes: mem.external,
        hostTotalBytes: os.totalmem(),
        hostFreeBytes: os.freemem(),
      },
      eventLoopDelay: loop.count
        ? { p50Ms: ms(loop.percentile(50)), p99Ms: ms(loop.percentile(99)), maxMs: ms(loop.max), meanMs: ms(loop.mean) }
        : { p50Ms: 0, p99Ms: 0, maxMs: 0, meanMs: 0 },
      gc: [...this.gc].map(([kind, g]) => ({ kind, count: g.count, totalPauseMs: round2(g.totalPauseMs) })),
      history: [...this.history],
    };
  }
}
