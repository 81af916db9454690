/**
 * The process's place in its life, for the readiness probe and the drain (docs/deploy.md).
 * `buildApp` returns only once migrations, the catalogue sync, the first-start seed and the
 * features' workers are done, so a server that answers at all has them; `draining` is set by
 * main.ts on SIGTERM. While draining, readiness answers 503 and every answer carries
 * `Connection: close`, so a proxy's kept-alive connections to this instance end with their
 * current request and the next ones open elsewhere (once the listener is closed, a refused
 * connect: nginx passes any request, POST included, to the next server).
 */
export class Lifecycle {
  draining = false;
}
