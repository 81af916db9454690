import type { FastifyRequest } from 'fastify';
import { clientAddress } from '../../../platform/client-address.ts';
import type { ClientInfo } from './auth.service.ts';

/** Who is signing in, as the login log records it: address, browser and the request's trace id. */
export const clientOf = (req: FastifyRequest): ClientInfo => ({
  ip: clientAddress(req),
  userAgent: String(req.headers['user-agent'] ?? ''),
  traceId: String(req.id),
});
