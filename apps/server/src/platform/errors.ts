/**
 * Services throw `ServiceError`s built from the coded catalogue in contracts; the error handler
 * turns them into the envelope. Nothing else writes an error reply.
 */
import type { ErrorCode } from '@tenon/contracts';

export class ServiceError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

/** Builds the error for a catalogue entry, filling its `{}` placeholders in order. */
export function serviceError(entry: ErrorCode, ...args: Array<string | number>): ServiceError {
  let i = 0;
  const msg = entry.msg.replace(/\{\}/g, () => String(args[i++] ?? ''));
  return new ServiceError(entry.code, msg);
}

export function badRequest(msg: string): ServiceError {
  return new ServiceError(400, msg);
}
