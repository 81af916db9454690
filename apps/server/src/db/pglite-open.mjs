/**
 * The embedded database as the server uses it: opened (`openPglite`), and each statement run in
 * one call into PGlite (`execute`), in the server's thread or on a thread of its own
 * (pglite-worker.mjs). The order of statements is the caller's (pgliteSession.ts). Plain
 * JavaScript so that the worker loads it without a TypeScript loader.
 */
import { PGlite, parse, protocol, types } from '@electric-sql/pglite';
// pg_trgm backs the list screens' "contains" searches (migration 0003), as on PostgreSQL.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { plannedEachRun } from './statement-plans.mjs';

/**
 * The types Drizzle's PGlite driver asks to receive as text (drizzle-orm/pglite/session.js), set
 * on the client once. Drizzle also sends them as a `parsers` option with every statement, and
 * PGlite copied its whole parser table (a few hundred types) to merge them: about 130 µs a
 * statement (docs/performance.md). `execute` reads with the client's parsers only.
 */
const TEXT_TYPES = [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231 /* numeric[] */, 1115 /* timestamp[] */, 1185 /* timestamptz[] */, 1187 /* interval[] */, 1182 /* date[] */];
const asText = (value) => value;

/**
 * An image as PGlite reads it: it asks for `arrayBuffer()` once per open, and Node's Blob answers
 * that by copying all 50 MB through a stream (0.4 s, a quarter of a test file's open); this one
 * hands over the bytes it was made from. PGlite copies each file out of them into its own file
 * system and never writes to them, so every open can share them.
 */
export class ImageBytes extends Blob {
  constructor(contents) {
    super([contents]);
    this.contents = contents;
  }
  arrayBuffer() {
    return Promise.resolve(this.contents);
  }
}

export async function openPglite({ dataDir, image, sharedBuffers }) {
  const startParams = sharedBuffers ? [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffers}`] : undefined;
  const client = new PGlite({ dataDir, loadDataDir: image, extensions: { pg_trgm }, startParams });
  await client.waitReady;
  // Set once ready: the array types' parsers are made while it opens.
  for (const oid of TEXT_TYPES) client.parsers[oid] = asText;
  return client;
}

const { serialize } = protocol;

/**
 * Each statement text, prepared once under a name of its own, with its parameter types, by
 * client. PGlite's own `query` parses, describes and plans a statement every time: six calls into
 * the database a statement (parse, describe the statement, bind, describe the portal, execute,
 * sync), each with its fixed cost, and the parse and plan again each time. Here a text's first
 * run prepares it (one call) and every run is one call that binds and executes the prepared
 * statement, as node-postgres does with a named statement on PostgreSQL (preparedStatements.ts).
 * A page or a search is not kept prepared (statement-plans.mjs): only its parameter types are
 * learnt, and each run parses it again in the same call, so it is planned for its own values.
 * A schema change, or more texts than `TEXTS_KEPT`, drops them all.
 */
const preparedByClient = new WeakMap();
const TEXTS_KEPT = 2000;
const DDL = /^(CREATE|ALTER|DROP|COMMENT|GRANT|REVOKE)\b/;

function preparedOf(client) {
  let prepared = preparedByClient.get(client);
  if (!prepared) preparedByClient.set(client, (prepared = { texts: new Map(), next: 0 }));
  return prepared;
}

async function forgetAll(client) {
  const prepared = preparedOf(client);
  if (prepared.texts.size === 0) return;
  prepared.texts.clear();
  await client.execProtocolStream(concat([serialize.query('DEALLOCATE ALL')]), { syncToFs: false });
}

async function prepare(client, text) {
  const prepared = preparedOf(client);
  let statement = prepared.texts.get(text);
  if (!statement) {
    if (prepared.texts.size >= TEXTS_KEPT) await forgetAll(client);
    // The unnamed statement is replaced by the next parse: only its parameter types are kept.
    const name = plannedEachRun(text) ? '' : `s${++prepared.next}`;
    const messages = await client.execProtocolStream(concat([serialize.parse({ text, name }), serialize.describe({ type: 'S', name }), serialize.sync()]), { syncToFs: false });
    statement = { name, types: messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [] };
    prepared.texts.set(text, statement);
  }
  return statement;
}

/** One statement with its parameters, answered as PGlite's `query` answers it. */
async function query(client, { text, params = [], rowMode }) {
  const { name, types } = await prepare(client, text);
  // As PGlite's `query` does: each parameter through the serializer of its type, else its text.
  const values = params.map((param, i) => (param === null || param === undefined ? null : client.serializers[types[i]] ? client.serializers[types[i]](param) : param.toString()));
  let messages;
  try {
    messages = await client.execProtocolStream(
      concat([
        ...(name ? [] : [serialize.parse({ text, types })]),
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
  } catch (e) {
    // Prepared again next time: the error may be the statement's own (a table changed under it).
    preparedOf(client).texts.delete(text);
    if (name) await client.execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), { syncToFs: false }).catch(() => {});
    throw e;
  }
  await client.syncToFs();
  const tag = messages.findLast((m) => m.name === 'commandComplete')?.text ?? '';
  if (DDL.test(tag)) await forgetAll(client);
  return parse.parseResults(messages, client.parsers, { rowMode })[0];
}

/** What a session asks of the database: a statement, the data folder as a tarball, or the end. */
export async function execute(client, message) {
  switch (message.op) {
    case 'query': {
      const { rows, fields, affectedRows } = await query(client, message);
      return { rows, fields, affectedRows };
    }
    case 'dump':
      // Uncompressed: an image is opened far more often than it is written.
      return (await client.dumpDataDir('none')).arrayBuffer();
    case 'close':
      await client.close();
      return null;
    default:
      throw new Error(`unknown operation ${message.op}`);
  }
}

function concat(parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
