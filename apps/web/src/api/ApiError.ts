/**
 * The one error type every failed call rejects with. `shown` tells callers that the request
 * client has already told the user (toast, notification or dialog), so they must not repeat it.
 */
export class ApiError extends Error {
  readonly code: number;
  readonly shown: boolean;

  constructor(code: number, message: string, shown: boolean) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.shown = shown;
  }
}

/** Status used for failures below the envelope (network, timeout, HTTP status). */
export const TRANSPORT_ERROR_CODE = -1;
