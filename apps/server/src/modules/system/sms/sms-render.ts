/** A template's `{param}` holes, and its text with them filled (every one must be given). */
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';

export const smsParamsOf = (content: string) => [...new Set([...content.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))];

/** The log keeps at most this many characters of the text (its column). */
export const MAX_SMS_LENGTH = 512;

export function renderSms(content: string, params: Record<string, unknown>): string {
  for (const key of smsParamsOf(content)) {
    if (params[key] === undefined || params[key] === null || params[key] === '') throw serviceError(ErrorCodes.SMS_SEND_MOBILE_TEMPLATE_PARAM_MISS, key);
  }
  const text = content.replace(/\{(\w+)\}/g, (_, key: string) => String(params[key]));
  if (text.length > MAX_SMS_LENGTH) throw serviceError(ErrorCodes.SMS_SEND_CONTENT_TOO_LONG, MAX_SMS_LENGTH);
  return text;
}
