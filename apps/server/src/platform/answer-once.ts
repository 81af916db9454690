/**
 * An answer serialised once per cached fact. A hot route whose data is a cache's object (the same
 * object until the fact changes: the dictionary preload, a user's grant) spent more of each
 * request writing the same kilobytes of JSON than doing anything else. Its handler returns
 * `answerOnce(reply, owner, variant, data)`: the first request serialises the envelope with the
 * route's own serializer (so only the contract's fields go out, as on any route) and keeps the
 * text beside `owner`; later ones send the text. A changed fact is a new owner object, so a stale
 * text is never sent, and the texts go when their owner does (a WeakMap). The text is kept as
 * UTF-8 bytes: a string answer is measured (Content-Length) and encoded again on every send, which
 * for a 17 KB grant of Chinese names cost as much as the rest of the request.
 *
 * These are also the console's biggest answers (get-permission-info and the dictionaries, 27 and
 * 28 KB, asked at every sign-in and page load), so they are sent compressed to a client that takes
 * it (every browser), compressed once per coding and kept with the text: a fifth of the bytes on
 * the wire and in the socket, for no work per request.
 */
import zlib from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { acceptedCoding, type Coding } from './accepted-coding.ts';

/** Smaller answers go as they are: compressing saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

const compress = (coding: Coding, bytes: Buffer): Buffer =>
  coding === 'br'
    ? // Quality 5: within a few per cent of the best for JSON, at gzip's speed (the answer is
      // compressed again each time its fact changes, e.g. a grant every 30 s).
      zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } })
    : zlib.gzipSync(bytes, { level: 6 });

export class SerializedAnswer {
  private readonly compressed: Partial<Record<Coding, Buffer>> = {};

  constructor(readonly bytes: Buffer) {}

  /** The body for a request's `Accept-Encoding`, and its coding (none: the bytes as they are). */
  bodyFor(acceptEncoding: string | string[] | undefined): { body: Buffer; coding?: Coding } {
    const coding = this.bytes.length >= COMPRESS_FROM_BYTES ? acceptedCoding(acceptEncoding) : undefined;
    if (!coding) return { body: this.bytes };
    return { body: (this.compressed[coding] ??= compress(coding, this.bytes)), coding };
  }
}

const answers = new WeakMap<object, Map<string, SerializedAnswer>>();

/** Variants kept per owner: a request's host can name a variant (an avatar's URL), and hosts are the client's to choose. */
const MAX_VARIANTS = 8;

/**
 * `variant` tells apart answers built from one owner with per-request parts (the signed-in user's
 * public URL): two requests with the same owner and variant must answer the same data.
 */
export function answerOnce(reply: FastifyReply, owner: object, variant: string, data: () => unknown): SerializedAnswer {
  let byVariant = answers.get(owner);
  if (!byVariant) answers.set(owner, (byVariant = new Map()));
  let answer = byVariant.get(variant);
  if (answer === undefined) {
    answer = new SerializedAnswer(Buffer.from(reply.serialize({ code: 0, data: data(), msg: '' }) as string));
    if (byVariant.size >= MAX_VARIANTS) byVariant.clear();
    byVariant.set(variant, answer);
  }
  return answer;
}
