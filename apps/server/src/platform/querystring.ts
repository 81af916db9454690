/**
 * Query strings as the reference's client writes them (docs/console.md, "Requests and errors"): `createTime[0]=…&createTime[1]=…` is an
 * array, `params[key]=…` an object, and a repeated key (`ids=1&ids=2`) an array. Anything
 * deeper is kept flat: filters are never nested further, and refusing depth avoids
 * prototype-pollution and blow-up tricks (`__proto__`, `a[999999]`).
 */
const BRACKET = /^([A-Za-z_][\w-]*)\[([\w-]*)\]$/;
const MAX_INDEX = 100;

export function parseQueryString(qs: string): Record<string, unknown> {
  const out: Record<string, unknown> = Object.create(null);
  for (const [key, value] of new URLSearchParams(qs)) {
    const match = BRACKET.exec(key);
    if (!match) {
      const prev = out[key];
      out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
      continue;
    }
    const [, name, sub] = match as unknown as [string, string, string];
    if (name === '__proto__' || sub === '__proto__') continue;
    if (sub === '' || /^\d+$/.test(sub)) {
      const list = Array.isArray(out[name]) ? (out[name] as unknown[]) : [];
      const index = sub === '' ? list.length : Number(sub);
      if (index > MAX_INDEX) continue;
      list[index] = value;
      out[name] = list;
    } else {
      const obj = out[name] && typeof out[name] === 'object' && !Array.isArray(out[name]) ? (out[name] as Record<string, unknown>) : Object.create(null);
      obj[sub] = value;
      out[name] = obj;
    }
  }
  // Sparse indexes (only `a[1]`) would leave holes; compact them so validation sees real values.
  for (const [k, v] of Object.entries(out)) if (Array.isArray(v)) out[k] = v.filter((x) => x !== undefined);
  return { ...out };
}
