/**
 * A request's data as the logs keep it (the operate log's body, the API logs' parameters): JSON
 * text of at most `max` characters, the value of every key that names a secret (`SECRET_NAME`:
 * password, token, accessSecret…) masked at any depth. Requests come from strangers, so the walk
 * is bounded both ways: nesting below `MAX_DEPTH` shows as `{…}` / `[…]` (a 100,000-deep array
 * must not overflow the stack, as `JSON.stringify` does), and it stops as soon as the text is long
 * enough (a body of a million keys costs no more than a small one).
 */
import { SECRET_NAME } from './secret-names.ts';

const MAX_DEPTH = 20;
export const MASK = '******';

export function boundedJson(root: unknown, max: number): string {
  let out = '';
  const full = () => out.length >= max;

  function write(value: unknown, depth: number): void {
    if (full()) return;
    if (value === null || typeof value !== 'object') {
      // Long strings are cut before escaping: only the first characters can fit anyway.
      const scalar = typeof value === 'string' ? value.slice(0, max) : typeof value === 'bigint' ? String(value) : value;
      out += JSON.stringify(scalar) ?? 'null';
      return;
    }
    if (Buffer.isBuffer(value)) {
      out += `"（${value.length} 字节）"`;
      return;
    }
    const isArray = Array.isArray(value);
    if (depth >= MAX_DEPTH) {
      out += isArray ? '[…]' : '{…}';
      return;
    }
    out += isArray ? '[' : '{';
    let first = true;
    const comma = () => {
      if (!first) out += ',';
      first = false;
    };
    // Indexed and for-in walks stop at the budget without first copying every entry.
    if (isArray) {
      for (let i = 0; i < value.length && !full(); i++) {
        comma();
        write(value[i], depth + 1);
      }
    } else {
      for (const key in value) {
        if (full()) return;
        if (!Object.hasOwn(value, key)) continue;
        comma();
        out += `${JSON.stringify(key.slice(0, max))}:`;
        if (SECRET_NAME.test(key)) out += `"${MASK}"`;
        else write((value as Record<string, unknown>)[key], depth + 1);
      }
    }
    out += isArray ? ']' : '}';
  }

  write(root, 0);
  return cutText(out, max);
}

/** The first `max` UTF-16 units without NUL characters (PostgreSQL text cannot hold them), never ending in half a surrogate pair. */
export function cutText(text: string, max: number): string {
  const clean = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
