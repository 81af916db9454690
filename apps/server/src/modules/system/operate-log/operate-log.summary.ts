/**
 * The request body as the operate log keeps it: JSON text of at most `SUMMARY_MAX_CHARS`
 * characters, secrets masked at any depth. Bodies come from strangers, so the walk is bounded
 * in both directions: nesting below `MAX_DEPTH` is shown as `[…]` / `{…}` (a 100,000-deep array
 * must not overflow the stack, as `JSON.stringify` does), and it stops as soon as the text is
 * long enough (a body of a million keys costs no more than a small one).
 */
import { SECRET_NAME } from '../../../platform/secret-names.ts';

export const SUMMARY_MAX_CHARS = 2000;
const MAX_DEPTH = 20;

/** What the log shows for a request whose body could not be summarised or stored. */
export const UNLOGGABLE_CONTENT = '（请求内容无法记录）';


export function summariseBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  let out = '';
  const full = () => out.length >= SUMMARY_MAX_CHARS;

  function write(value: unknown, depth: number): void {
    if (full()) return;
    if (value === null || typeof value !== 'object') {
      // Long strings are cut before escaping: only the first characters can fit anyway.
      const scalar = typeof value === 'string' ? value.slice(0, SUMMARY_MAX_CHARS) : value;
      out += JSON.stringify(scalar) ?? 'null';
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
        out += `${JSON.stringify(key.slice(0, SUMMARY_MAX_CHARS))}:`;
        if (SECRET_NAME.test(key)) out += '"******"';
        else write((value as Record<string, unknown>)[key], depth + 1);
      }
    }
    out += isArray ? ']' : '}';
  }

  write(body, 0);
  return cutAt(out, SUMMARY_MAX_CHARS);
}

/** The first `max` UTF-16 units, never ending in half of a surrogate pair. */
export function cutAt(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
