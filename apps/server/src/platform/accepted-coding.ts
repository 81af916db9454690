/**
 * Which content coding a client takes, from its `Accept-Encoding`: the web's index page
 * (static-web.ts) and the hot routes' answers kept serialised (answer-once.ts) both answer with it.
 */
export type Coding = 'br' | 'gzip';

/**
 * The content coding to answer with, from `Accept-Encoding`: brotli unless gzip is weighted
 * higher, gzip, or none (identity). A coding with `q=0`, named or through `*`, is refused.
 */
export function acceptedCoding(header: string | string[] | undefined): Coding | undefined {
  if (typeof header !== 'string') return readCoding(header);
  // A handful of browsers send a handful of headers: each is read once (a hot route's every request asks).
  let known = answers.get(header);
  if (known === undefined) {
    if (answers.size >= MAX_REMEMBERED) answers.clear();
    answers.set(header, (known = readCoding(header) ?? null));
  }
  return known ?? undefined;
}

/** Headers remembered with their answer; the client chooses the text, so their number is bounded. */
const MAX_REMEMBERED = 64;
const answers = new Map<string, Coding | null>();

function readCoding(header: string | string[] | undefined): Coding | undefined {
  const weights = new Map<string, number>();
  for (const item of String(header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = item.split(';').map((p) => p.trim());
    if (!name) continue;
    const q = params.find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (c: Coding) => weights.get(c) ?? weights.get('*') ?? 0;
  if (weight('br') > 0 && weight('br') >= weight('gzip')) return 'br';
  return weight('gzip') > 0 ? 'gzip' : undefined;
}
