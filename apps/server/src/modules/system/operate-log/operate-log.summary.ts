/** The request body as the operate log keeps it: bounded JSON text, secrets masked (`platform/bounded-json.ts`). */
import { boundedJson } from '../../../platform/bounded-json.ts';

export const SUMMARY_MAX_CHARS = 2000;

/** What the log shows for a request whose body could not be summarised or stored. */
export const UNLOGGABLE_CONTENT = '（请求内容无法记录）';

export function summariseBody(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  return boundedJson(body, SUMMARY_MAX_CHARS);
}
