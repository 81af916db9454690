/**
 * The embedded database's own thread (pgliteSession.ts): PGlite runs here, so that parsing,
 * planning and writing rows, the access log's batches included, use the second core while the
 * server's thread answers requests. Plain JavaScript so that a worker starts the same under tsx,
 * vitest and the bundle, without a TypeScript loader (as script-worker.mjs).
 *
 * Protocol: the client posts `{ op: 'open', dataDir, image, sharedBuffers }`, answered
 * `{ ready: true }` (or `{ ready: false, error }`); then `{ id, op: 'query', text, params, rowMode }`,
 * `{ id, op: 'dump' }` or `{ id, op: 'close' }`, answered `{ id, result }` or `{ id, error }`, where
 * `error` holds the database error's own fields (code, constraint, detail, …), which a structured
 * clone of an Error would drop. Statements run one after another in the order they arrive: the
 * client sends a transaction's statements only while no other statement can be sent, so BEGIN …
 * COMMIT here is one transaction. After a `close` the thread may be sent `open` again: the tests
 * open a database per file, and a thread kept for the next one has its code loaded and compiled
 * (pgliteSession.ts, `idleThreads`).
 */
import { parentPort } from 'node:worker_threads';
import { ImageBytes, execute, openPglite } from './pglite-open.mjs';

/** What a thrown database error carries beyond its message (pg-protocol's DatabaseError). */
const ERROR_FIELDS = ['severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine'];

function errorOf(e) {
  const error = { message: e instanceof Error ? e.message : String(e), name: e instanceof Error ? e.name : 'Error' };
  for (const field of ERROR_FIELDS) if (e && e[field] !== undefined) error[field] = e[field];
  return error;
}

let client;

// One operation after another, in the order they were posted (a transaction's are contiguous).
let previous = Promise.resolve();
parentPort.on('message', (message) => {
  if (message.op === 'open') {
    previous = previous.then(async () => {
      try {
        const { dataDir, image, sharedBuffers } = message;
        client = await openPglite({ dataDir, image: image ? new ImageBytes(image) : undefined, sharedBuffers });
        parentPort.postMessage({ ready: true });
      } catch (e) {
        parentPort.postMessage({ ready: false, error: errorOf(e) });
        process.exit(1);
      }
    });
    return;
  }
  previous = previous.then(async () => {
    const result = await execute(client, message);
    // A closed database's memory (its image, its buffers) is not kept while the thread idles.
    if (message.op === 'close') client = undefined;
    return result;
  }).then(
    (result) => parentPort.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (e) => parentPort.postMessage({ id: message.id, error: errorOf(e) }),
  );
});
