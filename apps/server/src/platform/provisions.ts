/**
 * The services features provide each other, and the background work they run, built from their
 * manifests (`provides`, `workers` of `AreaFeature`) instead of by hand in app.ts: a new
 * feature's sender or timer is declared where the feature lives, and the app starts it.
 *
 * A provision is built once all the services it names in `needs` exist (whichever feature
 * provides them), so the order of the area lists does not matter; a provision nobody can build
 * (a missing or circular need) stops the start with its name.
 */
import type { Redis } from 'ioredis';

/** What the app gives a provision or worker besides the services: its log and the shared Redis, if any. */
export interface Host {
  log: { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };
  redis?: Redis;
}

export type Provision<Deps> = {
  [K in keyof Deps]: {
    /** The service's name among the services (its key in `Deps`). */
    name: K;
    /** The services it is built from. */
    needs: ReadonlyArray<keyof Deps>;
    build: (deps: Deps, host: Host) => Deps[K] | Promise<Deps[K]>;
    /** Run when the app closes, after the workers stopped, in the reverse order of building. */
    close?: (service: Deps[K]) => unknown;
  };
}[keyof Deps];

/** Background work (an outbox sender, a timer): started once every service exists; returns how to stop it. */
export interface Worker<Deps> {
  name: string;
  start: (deps: Deps, host: Host) => () => unknown;
}

export interface Provided<Deps> {
  deps: Deps;
  /** Starts the workers, in the order the features list them. */
  startWorkers(): void;
  /** Stops the workers (last started first), then closes the services (last built first). */
  close(): Promise<void>;
}

export async function provide<Deps>(
  base: Partial<Deps>,
  provisions: ReadonlyArray<Provision<Deps>>,
  workers: ReadonlyArray<Worker<Deps>>,
  host: Host,
): Promise<Provided<Deps>> {
  const deps = { ...base } as Deps;
  const built: Array<Provision<Deps>> = [];
  const have = (k: keyof Deps) => k in (deps as object);
  let waiting = [...provisions];
  while (waiting.length) {
    const ready = waiting.find((p) => p.needs.every(have));
    if (!ready) {
      const names = waiting.map((p) => `${String(p.name)} (needs ${p.needs.filter((n) => !have(n)).map(String).join(', ')})`);
      throw new Error(`services that cannot be built: ${names.join('; ')}`);
    }
    (deps as Record<keyof Deps, unknown>)[ready.name] = await ready.build(deps, host);
    built.push(ready);
    waiting = waiting.filter((p) => p !== ready);
  }
  const stops: Array<() => unknown> = [];
  return {
    deps,
    startWorkers: () => {
      for (const w of workers) stops.push(w.start(deps, host));
    },
    close: async () => {
      for (const stop of stops.splice(0).reverse()) await stop();
      for (const p of built.reverse()) await p.close?.(deps[p.name] as never);
    },
  };
}
