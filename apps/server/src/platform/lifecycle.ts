/**
 * The process's place in its life, for the readiness probe and the drain (docs/deploy.md).
 * `buildApp` returns only once migrations, the catalogue sync, the first-start seed and the
 * features' workers are done, so a server that answers at all has them; `draining` is set by
 * main.ts on SIGTERM. While draining, readiness answers 503 (a balancer that polls it stops
 * sending here) and every answer carries `Connection: close`, so a proxy keeps no connection
 * here once it has stopped sending. Draining takes nothing out of nginx's rotation: nginx (open
 * source) polls no readiness and is told first (docs/deploy.md: `down`, reload, then SIGTERM).
 */
export class Lifecycle {
  draining = false;
}
