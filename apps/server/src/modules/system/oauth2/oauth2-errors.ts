/**
 * RFC 6749 §5.2 answers of the token endpoint: a standard client library reads `error` from a
 * 400 (401 for a failed client authentication), not the envelope. The person-readable message
 * stays in `error_description`, and the catalogue's code in `code`.
 */
import type { FastifyReply } from 'fastify';
import { ErrorCodes } from '@tenon/contracts';
import { ServiceError } from '../../../platform/errors.ts';

const byCode = new Map<number, string>([
  [ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS.code, 'invalid_client'],
  [ErrorCodes.OAUTH2_CLIENT_CLIENT_SECRET_ERROR.code, 'invalid_client'],
  [ErrorCodes.OAUTH2_CLIENT_DISABLE.code, 'invalid_client'],
  // RFC 6749 §5.2: client authentication failed; the description says it is the lock and for how long.
  [ErrorCodes.OAUTH2_CLIENT_AUTH_TOO_MANY_ATTEMPTS.code, 'invalid_client'],
  [ErrorCodes.OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS.code, 'unsupported_grant_type'],
  [ErrorCodes.OAUTH2_CLIENT_SCOPE_OVER.code, 'invalid_scope'],
]);

export function oauth2Error(err: unknown): { status: number; body: { error: string; error_description: string; code: number } } {
  if (!(err instanceof ServiceError)) throw err;
  const error = byCode.get(err.code) ?? (err.code === 400 ? 'invalid_request' : err.code < 1_000 ? 'invalid_request' : 'invalid_grant');
  return { status: error === 'invalid_client' ? 401 : 400, body: { error, error_description: err.message, code: err.code } };
}

export function sendOAuth2Error(reply: FastifyReply, err: unknown) {
  const { status, body } = oauth2Error(err);
  return reply.code(status).header('cache-control', 'no-store').send(body);
}
