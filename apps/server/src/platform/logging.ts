/**
 * The request log: pino's request line with secret-looking query parameters masked. The
 * refresh call keeps the reference's `?refreshToken=` (its clients send it so), and a log
 * line must never carry a token that signs someone in.
 */
import { clientAddress } from './client-address.ts';
import { SECRET_NAME } from './secret-names.ts';
import type { FastifyRequest } from 'fastify';


export function redactUrl(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const params = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq < 0) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // an undecodable name is judged as sent
      }
      return SECRET_NAME.test(name) ? `${pair.slice(0, eq)}=[REDACTED]` : pair;
    });
  return `${url.slice(0, queryStart + 1)}${params.join('&')}`;
}

/** Fastify's own request serializer, with the URL redacted. */
export const logSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: clientAddress(req),
    remotePort: req.socket?.remotePort,
  }),
};
