/**
 * What the DoS bench sends (dos.bench.ts): the nested and the slowest legal BPMN, an xlsx whose
 * texts expand to gigabytes, and bad requests generated from every endpoint of the contracts.
 */
import { constants, crc32, deflateRawSync } from 'node:zlib';
import type { TSchema } from 'typebox';
import { allEndpoints, type Endpoint } from '../packages/contracts/src/index.ts';

const BPMN_NS = 'http://www.omg.org/spec/BPMN/20100524/MODEL';
const MB = 1024 * 1024;

export const nestedBpmn = (depth: number) =>
  `<definitions xmlns="${BPMN_NS}"><process id="p">${'<a>'.repeat(depth)}${'</a>'.repeat(depth)}</process></definitions>`;

/**
 * Within the limits (100 levels, 200 attributes an element, 1 MB) but the most work per byte
 * for the namespace-aware parser: every prefix resolved 99 levels deep. Single quotes, so the
 * JSON of an update is no larger than the XML.
 */
export function slowestBpmn(): string {
  const open = `<b:definitions xmlns:b="${BPMN_NS}" xmlns:p="urn:p"><b:process id="p"/>${'<p:x>'.repeat(97)}`;
  const close = `${'</p:x>'.repeat(97)}</b:definitions>`;
  const element = `<p:y ${Array.from({ length: 200 }, (_, i) => `p:a${i}=''`).join(' ')}/>`;
  return open + element.repeat(Math.floor((1_000_000 - open.length - close.length) / element.length)) + close;
}

/**
 * A user-import xlsx whose shared strings expand to `units` × 1 MB of text. Deflate pieces
 * compressed separately with a full flush can follow each other, so the 1 MB piece is
 * compressed once and repeated: the file is built in a second without the gigabyte in memory.
 */
export function inflatedXlsx(units: number): Buffer {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const rel = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const unit = Buffer.from(`<si><t>${'a'.repeat(MB)}</t></si>`);
  const head = Buffer.from(`<sst xmlns="${main}">`);
  const tail = Buffer.from('</sst>');
  let crc = crc32(head);
  for (let i = 0; i < units; i++) crc = crc32(unit, crc);
  crc = crc32(tail, crc);
  const packedUnit = deflateRawSync(unit, flush);
  const strings = {
    name: 'xl/sharedStrings.xml',
    packed: Buffer.concat([deflateRawSync(head, flush), ...Array<Buffer>(units).fill(packedUnit), deflateRawSync(tail)]),
    size: head.length + unit.length * units + tail.length,
    crc,
  };
  const plain = (name: string, text: string) => {
    const data = Buffer.from(text);
    return { name, packed: deflateRawSync(data), size: data.length, crc: crc32(data) };
  };
  const cells = Array.from({ length: units }, (_, i) => `<row r="${i + 2}"><c r="A${i + 2}" t="s"><v>${i}</v></c><c r="B${i + 2}" t="inlineStr"><is><t>n</t></is></c></row>`);
  const entries = [
    plain('[Content_Types].xml', `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>`),
    plain('_rels/.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/officeDocument" Target="xl/workbook.xml"/></Relationships>`),
    plain('xl/workbook.xml', `<workbook xmlns="${main}" xmlns:r="${rel}"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>`),
    plain('xl/_rels/workbook.xml.rels', `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rel}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rel}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`),
    plain('xl/worksheets/sheet1.xml', `<worksheet xmlns="${main}"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>用户名称</t></is></c><c r="B1" t="inlineStr"><is><t>用户昵称</t></is></c></row>${cells.join('')}</sheetData></worksheet>`),
    strings,
  ];
  return zipOf(entries);
}

function zipOf(entries: Array<{ name: string; packed: Buffer; size: number; crc: number }>): Buffer {
  const locals: Buffer[] = [];
  const dir: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const common = Buffer.alloc(26);
    common.writeUInt16LE(20, 0);
    common.writeUInt16LE(8, 4);
    common.writeUInt32LE(e.crc >>> 0, 10);
    common.writeUInt32LE(e.packed.length, 14);
    common.writeUInt32LE(e.size, 18);
    common.writeUInt16LE(name.length, 22);
    const sig = (n: number) => Buffer.from(Uint32Array.of(n).buffer);
    const local = Buffer.concat([sig(0x04034b50), common, name, e.packed]);
    const tail = Buffer.alloc(14);
    tail.writeUInt32LE(offset, 10);
    dir.push(Buffer.concat([sig(0x02014b50), Buffer.from([20, 0]), common, tail, name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(dir);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface BadRequest {
  method: string;
  path: string;
  query?: string;
  body?: string;
  contentType?: string;
  anonymous?: boolean;
}

const NUL = 'a\u0000b';
const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** The schema's primitive type, looking through Optional/Nullable unions. */
function kindOf(schema: TSchema): string {
  const s = schema as { type?: string; anyOf?: TSchema[] };
  if (s.type) return s.type;
  return s.anyOf?.map(kindOf).find((k) => k !== 'null') ?? 'unknown';
}
const propsOf = (schema: TSchema | undefined) => Object.entries((schema as { properties?: Record<string, TSchema> } | undefined)?.properties ?? {});

/** Bad values for a field of the given kind, as JSON values and as query text. */
function badValues(kind: string): Array<{ json: unknown; text: string }> {
  const wrong = [{ json: { $gt: '' }, text: '[object Object]' }, { json: [NUL], text: NUL }];
  switch (kind) {
    case 'integer':
    case 'number':
      return [
        { json: 2 ** 31, text: String(2 ** 31) },
        { json: 1e21, text: '1e21' },
        { json: 'Infinity', text: 'Infinity' },
        { json: 1e300, text: '9'.repeat(400) },
        { json: -1, text: '-1' },
        { json: NUL, text: NUL },
        ...wrong,
      ];
    case 'boolean':
      return [{ json: 'maybe', text: 'maybe' }, { json: NUL, text: NUL }, ...wrong];
    case 'array':
      return [{ json: [NUL, 2 ** 40], text: NUL }, { json: NUL, text: '' }, { json: Array(10_000).fill(1e21), text: '9'.repeat(400) }];
    default:
      return [{ json: NUL, text: NUL }, { json: 'x'.repeat(70_000), text: 'x'.repeat(7_000) }, { json: 12, text: '\u0000' }, ...wrong];
  }
}

function badRequestsFor(e: Endpoint): BadRequest[] {
  const out: BadRequest[] = [];
  const query = (pairs: Record<string, string>) => new URLSearchParams(pairs).toString();
  for (const [name, schema] of propsOf(e.query)) {
    for (const v of badValues(kindOf(schema))) out.push({ method: e.method, path: e.path, query: query({ [name]: v.text }) });
  }
  out.push({ method: e.method, path: e.path, query: query({ pageNo: '1e20', pageSize: 'Infinity', unknownField: NUL }) });
  out.push({ method: e.method, path: e.path, query: `id=${'9'.repeat(400)}&id=${NUL}` });
  if (e.consumes === 'multipart') {
    out.push({ method: e.method, path: e.path, body: 'x', contentType: 'multipart/form-data' });
    out.push({ method: e.method, path: e.path, body: 'x', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}` });
    out.push({ method: e.method, path: e.path, body: `--b\r\nContent-Disposition: form-data; name="file\u0000"; filename="a\u0000.xlsx"\r\n\r\nxx\r\n--b--\r\n`, contentType: 'multipart/form-data; boundary=b' });
    return out;
  }
  if (e.method === 'GET' || e.method === 'DELETE') return out;
  const json = (body: unknown) => ({ method: e.method, path: e.path, body: JSON.stringify(body), contentType: 'application/json' });
  for (const [name, schema] of propsOf(e.body)) {
    for (const v of badValues(kindOf(schema))) out.push(json({ [name]: v.json }));
  }
  out.push({ method: e.method, path: e.path, body: '{"a":', contentType: 'application/json' });
  out.push({ method: e.method, path: e.path, body: `{"x":"${NUL}"`, contentType: 'application/json' });
  out.push({ method: e.method, path: e.path, body: deepJson(5_000), contentType: 'application/json' });
  out.push({ method: e.method, path: e.path, body: deepArray(50_000), contentType: 'application/json' });
  out.push({ method: e.method, path: e.path, body: '{"unknownField":1,"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}', contentType: 'application/json' });
  out.push(json([1, 2, 3]));
  out.push({ method: e.method, path: e.path, body: '<xml/>', contentType: 'text/xml' });
  out.push({ ...json({ id: NUL }), anonymous: true });
  return out;
}

/** Every download (xlsx export or template) of the contracts. */
export const downloadPaths = () => allEndpoints.filter((e) => e.produces === 'file').map((e) => e.path);

export function badRequestList(n: number): BadRequest[] {
  // Logout would end the bench's own session; the event stream never ends. Downloads ignore
  // unknown parameters and so mostly succeed: the bench times them in a phase of their own.
  const endpoints = allEndpoints.filter((e) => e.produces !== 'event-stream' && e.produces !== 'file' && !e.path.endsWith('/auth/logout'));
  const perEndpoint = endpoints.map(badRequestsFor);
  const list: BadRequest[] = [];
  // Round-robin over the endpoints, so any prefix of the list touches them all.
  for (let i = 0; list.length < n; i++) {
    for (const reqs of perEndpoint) if (list.length < n) list.push(reqs[i % reqs.length]!);
  }
  return list;
}

export const describeRequest = (r: BadRequest) =>
  `${r.method} ${r.path}${r.query ? `?${r.query.slice(0, 50)}` : ''} ${JSON.stringify(String(r.body ?? '').slice(0, 50))} (${String(r.body ?? '').length} B)`;
