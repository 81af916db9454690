/**
 * The bad-input walk: every endpoint of the contracts, called as the super administrator (those of
 * the members' surface as the demo member) with a request that is valid except for one field, which carries a generated bad value (a NUL
 * character, an integer past its column, a page number of 1e20 or Infinity, a 400-digit number,
 * the wrong type, deep nesting, an over-long string, a date that names no day, an integer spelt
 * other than in plain digits or sent as a list), plus broken multipart on the uploads.
 * Every answer must be code 400, never 500, and no table may gain or lose a row. It sends about
 * 7,400 requests: a minute alone, more on a loaded two-core machine, hence its own timeout.
 * An outside fuzzer found 269 code-500 answers this way; the walk keeps the count at 0.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLASS_COMMENT_PATTERN, allEndpoints, apiBaseOf, memberAuthApi, surfaceOf, type Endpoint } from '@tenon/contracts';
import { testApp, type TestApp, type Session } from '../test/testApp.ts';
import { validatorCompiler } from './validators.ts';
import { parseQueryString } from './querystring.ts';

type Schema = Record<string, unknown> & {
  type?: string;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  required?: string[];
  format?: string;
};

let t: TestApp;
let admin: Session;
/** App-surface endpoints are probed as the demo member: an administrator's token is no token there. */
let member: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  member = { ...(await t.callOk(memberAuthApi.login, { body: { mobile: '15601691300', password: 'member123' } })), tenantId: 1 };
});
afterAll(() => t.close());

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const num = (s: Schema, k: string) => (typeof s[k] === 'number' ? (s[k] as number) : undefined);

/** Strings the contracts' patterns and formats accept; a new pattern must be added here. */
const PATTERN_SAMPLES: Record<string, string> = {
  '^[a-zA-Z0-9]{4,30}$': 'walker01',
  '^(?:(?:\\+|00)86)?1[3-9]\\d{9}$': '13800138000',
  '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$': '2024-01-01 00:00:00',
  '^[A-Za-z][\\w-]*$': 'walker',
  '^/\\S*$': '/walk',
  '^[A-Za-z0-9_-]+$': 'walker-1',
  '^([01]\\d|2[0-3]):[0-5]\\d(:[0-5]\\d)?$': '08:00',
  '^(https?://\\S+|/\\S*)$': '/walk',
  '^(https?://[^\\s]+|/tri-real-api/[^\\s]*)$': 'https://example.com/walk',
  '^https?://[^\\s]+$': 'https://example.com/walk',
  '^1\\d{10}$': '13800138000',
  '^\\d{1,10}(,\\d{1,10}){0,99}$': '1,2',
  // 代码生成's names: module and business, class, field.
  '^[a-z][a-zA-Z0-9-]*$': 'walker',
  '^[A-Z][A-Za-z0-9]*$': 'Walker',
  '^[a-z][A-Za-z0-9]*$': 'walker',
  [CLASS_COMMENT_PATTERN]: '示例',
};

/** A value the schema accepts, so that a probe is refused for its one bad field only. */
function sample(s: Schema): unknown {
  if ('default' in s) return s.default;
  if ('const' in s) return s.const;
  if (s.anyOf) return sample(s.anyOf.find((b) => b.type !== 'null') ?? s.anyOf[0]!);
  switch (s.type) {
    case 'integer':
    case 'number':
      return num(s, 'minimum') ?? 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'string': {
      if (s.format === 'email') return 'walk@example.com';
      if (typeof s.pattern === 'string') {
        const v = PATTERN_SAMPLES[s.pattern];
        if (v === undefined) throw new Error(`no sample for the pattern ${s.pattern}`);
        return v;
      }
      return 'x'.repeat(Math.max(1, num(s, 'minLength') ?? 0));
    }
    case 'array':
      return Array.from({ length: num(s, 'minItems') ?? 0 }, () => sample(s.items!));
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      throw new Error(`no sample for ${JSON.stringify(s)}`);
  }
}

const branches = (s: Schema): Schema[] => (s.anyOf ? s.anyOf.flatMap(branches) : [s]);
const typesOf = (s: Schema) => new Set(branches(s).map((b) => b.type ?? typeof b.const));
const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const BIG = '9'.repeat(400);
const nul = (s: string) => JSON.stringify(s);

/**
 * Raw JSON texts the field must refuse, whatever else the body holds. Deep nesting goes into
 * the fields that hold arrays or records (scalars get the whole-body nesting probes).
 */
function badJson(s: Schema, nested = true): string[] {
  const types = typesOf(s);
  const out = nested && (types.has('array') || types.has('object')) ? [deepArray(1_000), deepObject(500)] : [];
  // One wrong scalar and one wrong container are enough to show the type is checked.
  const scalar = [['123', 'integer', 'number'], ['"text"', 'string'], ['true', 'boolean']].find(([, ...ok]) => !ok.some((t) => types.has(t!)));
  const container = [['{}', 'object'], ['[]', 'array']].find(([, ok]) => !types.has(ok!));
  out.push(...[scalar, container].flatMap((w) => (w ? [w[0]!] : [])));
  for (const b of branches(s)) {
    if (b.type === 'integer' || b.type === 'number') {
      out.push(String(num(b, 'maximum')! + 1), String(num(b, 'minimum')! - 1), '1e21', '1e400');
      if (b.type === 'integer') out.push('1.5');
    }
    if (b.type === 'string') out.push(nul('a\u0000b'), nul('x'.repeat((num(b, 'maxLength') ?? 100_000) + 1)));
    if (b.format === 'date-time-text') out.push(nul('2024-02-30 00:00:00'), nul('2024-04-31 08:00:00'));
    // A digit string is an integer (as the reference's console sends it), but only plain digits.
    if (b.type === 'integer') out.push(nul('0x4'), nul('4.0'), nul(' 4'), nul(String(num(b, 'maximum')! + 1)));
    if (b.type === 'array' && b.items) {
      out.push(...badJson(b.items, false).map((v) => `[${v}]`));
      const max = num(b, 'maxItems');
      if (max !== undefined) out.push(JSON.stringify(Array.from({ length: max + 1 }, () => sample(b.items!))));
    }
    if (b.type === 'object' && b.patternProperties) {
      const value = Object.values(b.patternProperties)[0]!;
      out.push(`{${nul('k\u0000')}:${JSON.stringify(sample(value))}}`, ...badJson(value, false).map((v) => `{"k":${v}}`));
      const max = num(b, 'maxProperties');
      if (max !== undefined) out.push(JSON.stringify(Object.fromEntries(Array.from({ length: max + 1 }, (_, i) => [`k${i}`, sample(value)]))));
    }
  }
  return out;
}

/** Query values (as text) the field must refuse; arrays go as `name[0]=…`, objects as `name[a]=…`. */
function badQuery(name: string, s: Schema, nested = true): string[][][] {
  const types = typesOf(s);
  const one = (v: string) => [[name, v]];
  const out: string[][][] = nested ? [[[`${name}[a]`, '1']], ...(types.has('array') ? [] : [[[name, '1'], [name, '2']]])] : [];
  if (types.has('array')) {
    const item = branches(s).find((b) => b.type === 'array')!.items!;
    const good = String(sample(item));
    for (const bad of badQuery(`${name}[0]`, item, false)) out.push([...bad, [`${name}[1]`, good]]);
  }
  if (types.has('integer') || types.has('number')) {
    const range = branches(s).filter((b) => b.type === 'integer' || b.type === 'number');
    const edges = range.flatMap((b) => [String(num(b, 'maximum')! + 1), String(num(b, 'minimum')! - 1)]);
    out.push(...[...edges, '1e20', 'Infinity', BIG, 'abc', '1\u0000'].map(one));
    // Spellings that are not plain decimal digits, and a single value sent as a list.
    out.push(...['0x4', '+4', '4.0', ' 4', '4 ', '1_0'].map(one));
    if (nested && !types.has('array')) out.push([[`${name}[]`, '4']]);
  }
  if (branches(s).some((b) => b.format === 'date-time-text')) {
    out.push(...['2024-02-30 00:00:00', '2023-02-29 12:00:00', '2024-13-01 00:00:00', '2024-01-01 24:00:00', '0000-01-01 00:00:00'].map(one));
  }
  if (types.has('string')) {
    const max = Math.max(...branches(s).map((b) => num(b, 'maxLength') ?? 10_000));
    out.push(...['a\u0000b', 'x'.repeat(max + 1)].map(one));
  }
  if (types.has('boolean')) out.push(...['maybe', 'true\u0000'].map(one));
  return out;
}

const qs = (pairs: string[][]) => pairs.map(([k, v]) => `${encodeURIComponent(k!)}=${encodeURIComponent(v!)}`).join('&');
function queryPairs(q: Record<string, unknown>): string[][] {
  return Object.entries(q).flatMap(([k, v]) => (Array.isArray(v) ? v.map((x, i) => [`${k}[${i}]`, String(x)]) : [[k, String(v)]]));
}

/** What each probe answered, by code, and the probes that did not answer 400. */
const answers = new Map<number, number>();
const wrongAnswers: string[] = [];

/** A refusal: 400, or on the uploads the endpoint's own error code (the avatar's 1002003010). */
const refused = (code: number) => code === 400 || code >= 1_000_000_000;

async function probe(e: Endpoint, what: string, opts: { query?: string; payload?: string | Buffer; contentType?: string }) {
  const caller = surfaceOf(e) === 'app' ? member : admin;
  const headers: Record<string, string> = { 'tenant-id': '1', authorization: `Bearer ${caller.accessToken}` };
  if (opts.payload !== undefined) headers['content-type'] = opts.contentType ?? 'application/json';
  const res = await t.app.inject({
    method: e.method,
    url: `${apiBaseOf(e)}${e.path}${opts.query ? `?${opts.query}` : ''}`,
    headers,
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
  // A download (an export that went through) is a success, code 0.
  const json = String(res.headers['content-type']).startsWith('application/json');
  const body = json ? (res.json() as { code: number; msg: string }) : { code: 0, msg: `a ${res.headers['content-type']} download` };
  answers.set(body.code, (answers.get(body.code) ?? 0) + 1);
  if (e.consumes === 'multipart' ? !refused(body.code) : body.code !== 400) wrongAnswers.push(`${key(e)} ${what.slice(0, 80)} → ${body.code} ${body.msg}`);
}

/** Row counts of every table but the logs of calls (operate, login, API access and its list of addresses), which record the refused calls by design. */
async function rowCounts(): Promise<Record<string, number>> {
  // pg and PGlite answer `execute` in slightly different shapes.
  const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);
  const tables = rowsOf<{ table_name: string }>(
    await t.db.execute(
      sql`SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    ),
  );
  const out: Record<string, number> = {};
  for (const { table_name: name } of tables) {
    if (['system_operate_log', 'system_operate_log_operator', 'system_login_log', 'infra_api_access_log', 'infra_api_access_log_url'].includes(name)) continue;
    out[name] = rowsOf<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM ${sql.identifier(name)}`))[0]!.n;
  }
  return out;
}

function isValid(schema: unknown, part: 'body' | 'querystring', value: unknown) {
  const check = validatorCompiler({ schema, httpPart: part, method: 'POST', url: '/' } as never) as unknown as (v: unknown) => boolean;
  return check(structuredClone(value));
}

function multipart(boundary: string, parts: Array<{ name: string; value: string; filename?: string }>) {
  const lines = parts.flatMap((p) => [
    `--${boundary}`,
    `Content-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ''}`,
    ...(p.filename ? ['Content-Type: application/octet-stream'] : []),
    '',
    p.value,
  ]);
  return Buffer.from([...lines, `--${boundary}--`, ''].join('\r\n'));
}

describe('bad-input walk over every endpoint', () => {
  it('answers 400 to every bad value and writes no row', async () => {
    const before = await rowCounts();
    expect(Object.keys(before).length).toBeGreaterThan(10);
    let endpoints = 0;
    for (const e of allEndpoints) {
      const query = e.query as Schema | undefined;
      const body = e.consumes === 'multipart' ? undefined : (e.body as Schema | undefined);
      const goodQuery = query ? (sample(query) as Record<string, unknown>) : {};
      const goodBody = body ? (sample(body) as Record<string, unknown>) : undefined;
      // The probes only prove something when the request is valid without its bad field.
      if (query) expect(isValid(query, 'querystring', parseQueryString(qs(queryPairs(goodQuery)))), `${key(e)} sample query`).toBe(true);
      if (body) expect(isValid(body, 'body', goodBody), `${key(e)} sample body`).toBe(true);
      if (!query && !body && e.consumes !== 'multipart') continue;
      endpoints++;
      const payload = goodBody === undefined ? undefined : JSON.stringify(goodBody);
      for (const [name, s] of Object.entries(query?.properties ?? {})) {
        const rest = queryPairs(Object.fromEntries(Object.entries(goodQuery).filter(([k]) => k !== name)));
        for (const bad of badQuery(name, s)) await probe(e, `query ${qs(bad)}`, { query: qs([...rest, ...bad]), payload });
      }
      for (const [name, s] of Object.entries(body?.properties ?? {})) {
        const marked = JSON.stringify({ ...goodBody, [name]: '\u0001BAD' });
        for (const bad of badJson(s)) await probe(e, `body ${name}=${bad}`, { query: qs(queryPairs(goodQuery)), payload: marked.replace('"\\u0001BAD"', bad) });
      }
      if (body) {
        // A nested object of unknown keys is dropped whole, which leaves `{}`: bad only when fields are required.
        const wholes = [deepArray(5_000), '"\\u0000"', ...(body.required?.length ? [deepObject(2_000)] : [])];
        for (const whole of wholes)
          await probe(e, `whole body ${whole.slice(0, 10)}`, { query: qs(queryPairs(goodQuery)), payload: whole });
      }
      if (e.consumes === 'multipart') {
        const q = qs(queryPairs(goodQuery));
        const file = { name: 'file', value: 'x', filename: 'a.bin' };
        await probe(e, 'multipart without a boundary', { query: q, payload: multipart('b', [file]), contentType: 'multipart/form-data' });
        await probe(e, 'multipart with an empty boundary', { query: q, payload: multipart('b', [file]), contentType: 'multipart/form-data; boundary=' });
        const long = 'b'.repeat(300);
        await probe(e, 'multipart with a 300-character boundary', { query: q, payload: multipart(long, [file]), contentType: `multipart/form-data; boundary=${long}` });
        await probe(e, 'multipart cut short', { query: q, payload: Buffer.from('--b\r\nContent-Disposition: form-data; name="file"; filename="a"\r\n\r\nxx'), contentType: 'multipart/form-data; boundary=b' });
        await probe(e, 'multipart with a NUL field', {
          query: q,
          payload: multipart('b', [{ name: 'key', value: 'k\u0000' }, { name: 'name', value: 'n\u0000' }, file]),
          contentType: 'multipart/form-data; boundary=b',
        });
      }
    }
    const after = await rowCounts();
    const sent = [...answers.values()].reduce((a, b) => a + b, 0);
    const byCode = Object.fromEntries([...answers].sort(([a], [b]) => a - b));
    console.log(`bad-input walk: ${sent} probes on ${endpoints} endpoints; answers by code: ${JSON.stringify(byCode)}; code 500: ${answers.get(500) ?? 0}`);
    expect(endpoints).toBeGreaterThan(60);
    expect(wrongAnswers).toEqual([]);
    expect(after).toEqual(before);
  }, 300_000);
});
