/**
 * Query-string flattening as the reference's request layer writes it (docs/console.md, "Requests and errors"):
 * `name=v`; objects as `name[key]=v`; arrays as `name[0]=a&name[1]=b`, or, for endpoints that
 * want one key per value (`update-read?ids=1&ids=2`), `name=a&name=b`. Empty values
 * (null, undefined, '') are left out so that blank filters do not reach the server.
 */
export type ArrayFormat = 'indices' | 'repeat';

type Scalar = string | number | boolean;

const isEmpty = (v: unknown): v is null | undefined | '' => v === null || v === undefined || v === '';

const pair = (key: string, value: Scalar) => `${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`;

export function flattenParams(params: Record<string, unknown> | undefined, arrayFormat: ArrayFormat = 'indices'): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [name, value] of Object.entries(params)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value) && arrayFormat === 'repeat') {
      for (const item of value) if (!isEmpty(item)) parts.push(pair(name, item as Scalar));
    } else if (typeof value === 'object') {
      for (const [key, item] of Object.entries(value as object)) {
        if (!isEmpty(item)) parts.push(pair(`${name}[${key}]`, item as Scalar));
      }
    } else {
      parts.push(pair(name, value as Scalar));
    }
  }
  return parts.join('&');
}
