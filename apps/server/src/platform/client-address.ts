/**
 * The caller's address as logs, the login throttle and `loginIp` store it. Behind a trusted
 * proxy Fastify reads it from `X-Forwarded-For`, which the client writes: a forged entry that is
 * not an IP address (or is longer than any) must not reach a 50-character column or become a
 * fresh throttle key, so anything that is not an address falls back to the socket's peer.
 */
import { isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

export function clientAddress(req: FastifyRequest): string {
  if (isIP(req.ip)) return req.ip;
  const peer = req.socket?.remoteAddress ?? '';
  return isIP(peer) ? peer : 'unknown';
}
