/**
 * Each server looks for due timeout listeners every few seconds. Several servers may look at
 * once: a timer is claimed by deleting its row in the transaction that runs it, so it fires once.
 */
import type { ProcessRuntime } from './process-runtime.ts';

export function startTimerPoller(runtime: ProcessRuntime, everySeconds: number, onError: (err: unknown) => void): () => void {
  if (everySeconds <= 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runtime
      .fireDueTimers()
      .catch(onError)
      .finally(() => (running = false));
  }, everySeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
