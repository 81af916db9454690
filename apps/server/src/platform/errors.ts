/**
 * Services throw `ServiceError`s built from the coded catalogue in contracts; the error handler
 * turns them into the envelope. Nothing else writes an error reply.
 */
import type { ErrorCode } from '@tenon/contracts';

export class ServiceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    /** The `{}` arguments, kept so a message an administrator edited (错误码管理) gets them too. */
    readonly args: ReadonlyArray<string | number> = [],
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** Fills a message's `{}` placeholders in order. */
export function fillMessage(template: string, args: ReadonlyArray<string | number>): string {
  let i = 0;
  return template.replace(/\{\}/g, () => String(args[i++] ?? ''));
}

/** Builds the error for a catalogue entry, filling its `{}` placeholders in order. */
export function serviceError(entry: ErrorCode, ...args: Array<string | number>): ServiceError {
  return new ServiceError(entry.code, fillMessage(entry.msg, args), args);
}

export function badRequest(msg: string): ServiceError {
  return new ServiceError(400, msg);
}
