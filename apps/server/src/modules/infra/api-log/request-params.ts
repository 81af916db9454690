/**
 * A request's parameters as the API logs keep them: `{"query":…,"body":…}` as bounded JSON text
 * of at most `REQUEST_PARAMS_MAX_CHARS` characters, secrets masked at any depth
 * (`platform/bounded-json.ts`, the operate log's rule too).
 */
import { boundedJson } from '../../../platform/bounded-json.ts';

export const REQUEST_PARAMS_MAX_CHARS = 4000;

const isEmpty = (v: unknown) => v === undefined || v === null || (typeof v === 'object' && Object.keys(v).length === 0);

export function requestParams(query: unknown, body: unknown, max = REQUEST_PARAMS_MAX_CHARS): string {
  const parts: Record<string, unknown> = {};
  if (!isEmpty(query)) parts.query = query;
  if (!isEmpty(body)) parts.body = body;
  if (Object.keys(parts).length === 0) return '';
  return boundedJson(parts, max);
}
