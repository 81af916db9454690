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
 */
import type { FastifyReply } from 'fastify';

export class SerializedAnswer {
  constructor(readonly bytes: Buffer) {}
}

const answers = new WeakMap<object, Map<string, Buffer>>();

/** Variants kept per owner: a request's host can name a variant (an avatar's URL), and hosts are the client's to choose. */
const MAX_VARIANTS = 8;

/**
 * `variant` tells apart answers built from one owner with per-request parts (the signed-in user's
 * public URL): two requests with the same owner and variant must answer the same data.
 */
export function answerOnce(reply: FastifyReply, owner: object, variant: string, data: () => unknown): SerializedAnswer {
  let byVariant = answers.get(owner);
  if (!byVariant) answers.set(owner, (byVariant = new Map()));
  let json = byVariant.get(variant);
  if (json === undefined) {
    json = Buffer.from(reply.serialize({ code: 0, data: data(), msg: '' }) as string);
    if (byVariant.size >= MAX_VARIANTS) byVariant.clear();
    byVariant.set(variant, json);
  }
  return new SerializedAnswer(json);
}
