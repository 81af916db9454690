/**
 * Form-encoded bodies (`application/x-www-form-urlencoded`), read only for the endpoints whose
 * contract says `consumes: 'form'` (the OAuth2 protocol's): every value a string, a repeated
 * name keeps its first value. Elsewhere the type stays refused, as before. A form endpoint
 * whose fields are all optional reads a missing body as an empty form (below).
 */
import type { FastifyInstance } from 'fastify';
import { ErrorCodes } from '@tenon/contracts';
import { serviceError } from '../../../platform/errors.ts';

export function installFormBodyParser(app: FastifyInstance) {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    // An unknown path is answered by the not-found handler (请求地址不存在), whatever its body.
    if (req.is404) return done(null, undefined);
    if (req.routeOptions.config.endpoint?.consumes !== 'form') return done(serviceError(ErrorCodes.BAD_REQUEST), undefined);
    const params: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body as string)) if (!(k in params)) params[k] = v;
    done(null, params);
  });
  // A form endpoint called with no body at all reads an empty form when its body has no required
  // field: the reference's /sso page posts the authorize fields in the query string, and its HTTP
  // client then sends no body and no content type. Elsewhere a missing body stays refused.
  app.addHook('preValidation', async (req) => {
    const endpoint = req.routeOptions.config.endpoint;
    if (req.body !== undefined || endpoint?.consumes !== 'form' || !endpoint.body) return;
    if (!(endpoint.body as { required?: string[] }).required?.length) req.body = {};
  });
}
