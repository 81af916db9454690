/**
 * Reading entries of a zip held in memory (an uploaded .xlsx) without trusting its sizes: the
 * central directory says where each entry's data is, and inflation counts the bytes it really
 * produces against a budget shared by every entry read, stopping as soon as it is spent. So a
 * small file that inflates to gigabytes (a zip bomb) costs at most the budget, in memory and time.
 */
import { setImmediate as nextTurn } from 'node:timers/promises';
import { createInflateRaw } from 'node:zlib';

/** The bytes are not a zip this reader can open (damaged, encrypted, ZIP64, unknown method). */
export class NotAZip extends Error {}
/** Inflating went past the budget; nothing more was inflated. */
export class OverBudget extends Error {}

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  /** What the entry claims to expand to; only good for an early refusal, never trusted. */
  declaredSize: number;
  data: Buffer;
}

/** Bytes of expanded data the entries read from one archive may still produce. */
export interface InflateBudget {
  left: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const SLICE = 16 * 1024;

/** The entries of the archive by name; throws `NotAZip` when it cannot be read. */
export function zipEntries(buf: Buffer): Map<string, ZipEntry> {
  const u16 = (at: number) => (at + 2 <= buf.length ? buf.readUInt16LE(at) : fail());
  const u32 = (at: number) => (at + 4 <= buf.length ? buf.readUInt32LE(at) : fail());
  let end = -1;
  // The end record is the last 22 bytes, followed by a comment of at most 64 KB.
  for (let at = buf.length - 22; at >= Math.max(0, buf.length - 22 - 0xffff); at--) {
    if (buf.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) fail();
  const count = u16(end + 10);
  let at = u32(end + 16);
  const entries = new Map<string, ZipEntry>();
  for (let i = 0; i < count; i++) {
    if (u32(at) !== DIRECTORY_ENTRY) fail();
    const flags = u16(at + 8);
    const method = u16(at + 10);
    const compressedSize = u32(at + 20);
    const declaredSize = u32(at + 24);
    const nameLength = u16(at + 28);
    const next = at + 46 + nameLength + u16(at + 30) + u16(at + 32);
    const local = u32(at + 42);
    const name = buf.toString('utf8', at + 46, Math.min(buf.length, at + 46 + nameLength));
    // Bit 0: encrypted. All-ones sizes or offsets: ZIP64, which a 2 MB upload never needs.
    if (flags & 1 || (method !== 0 && method !== 8) || [compressedSize, declaredSize, local].includes(0xffffffff)) fail();
    if (u32(local) !== LOCAL_HEADER) fail();
    const start = local + 30 + u16(local + 26) + u16(local + 28);
    if (start + compressedSize > buf.length) fail();
    entries.set(name, { name, method, declaredSize, data: buf.subarray(start, start + compressedSize) });
    at = next;
  }
  return entries;
}

function fail(): never {
  throw new NotAZip('not a readable zip');
}

/**
 * The entry's expanded bytes in small chunks, each paid for from `budget` before it is
 * handed on; throws `OverBudget` (and stops inflating) once the budget is spent, `NotAZip`
 * when the data does not inflate.
 */
export async function* entryChunks(entry: ZipEntry, budget: InflateBudget): AsyncGenerator<Buffer> {
  const pay = (chunk: Buffer) => {
    budget.left -= chunk.length;
    if (budget.left < 0) throw new OverBudget(`${entry.name} expands past the budget`);
    return chunk;
  };
  if (entry.method === 0) {
    for (let at = 0; at < entry.data.length; at += SLICE) {
      if (at > 0) await nextTurn();
      yield pay(entry.data.subarray(at, at + SLICE));
    }
    return;
  }
  const inflate = createInflateRaw();
  inflate.end(entry.data);
  try {
    // Leaving the loop early (a refusal) destroys the stream, which stops the inflation.
    for await (const chunk of inflate) yield pay(chunk as Buffer);
  } catch (err) {
    if (err instanceof OverBudget) throw err;
    // A throw from the consumer of this generator does not arrive here; only zlib's errors do.
    throw new NotAZip(`${entry.name} does not inflate`);
  }
}
