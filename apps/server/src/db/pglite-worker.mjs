/**
 * The embedded database's own thread (pgliteSession.ts): PGlite runs here, so that parsing,
 * planning and writing rows, the access log's batches included, use the second core while the
 * server's thread answers requests. Plain JavaScript so that a worker starts the same under tsx,
 * vitest and the bundle, without a TypeScript loader (as script-worker.mjs).
 *
 * Protocol: the client posts `{ id, op: 'query', text, params, rowMode }`, `{ id, op: 'dump' }` or
 * `{ id, op: 'close' }`; the worker answers `{ id, result }` or `{ id, error }`, where `error` holds
 * the database error's own fields (code, constraint, detail, …), which a structured clone of an
 * Error would drop. Statements run one after another in the order they arrive: the client sends
 * a transaction's statements only while no other statement can be sent, so BEGIN … COMMIT here
 * is one transaction. Once open, the worker posts `{ ready: true }` (or `{ ready: false, error }`).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { execute, openPglite } from './pglite-open.mjs';

/** What a thrown database error carries beyond its message (pg-protocol's DatabaseError). */
const ERROR_FIELDS = ['severity', 'code', 'detail', 'hint', 'position', 'internalPosition', 'internalQuery', 'where', 'schema', 'table', 'column', 'dataType', 'constraint', 'file', 'line', 'routine'];

function errorOf(e) {
  const error = { message: e instanceof Error ? e.message : String(e), name: e instanceof Error ? e.name : 'Error' };
  for (const field of ERROR_FIELDS) if (e && e[field] !== undefined) error[field] = e[field];
  return error;
}

const { dataDir, image, sharedBuffers } = workerData;
let client;
try {
  client = await openPglite({ dataDir, image: image ? new Blob([image]) : undefined, sharedBuffers });
  parentPort.postMessage({ ready: true });
} catch (e) {
  parentPort.postMessage({ ready: false, error: errorOf(e) });
  process.exit(1);
}

// One statement after another, in the order they were posted (a transaction's are contiguous).
let previous = Promise.resolve();
parentPort.on('message', (message) => {
  previous = previous.then(() => execute(client, message)).then(
    (result) => parentPort.postMessage({ id: message.id, result }, result instanceof ArrayBuffer ? [result] : []),
    (e) => parentPort.postMessage({ id: message.id, error: errorOf(e) }),
  );
});
