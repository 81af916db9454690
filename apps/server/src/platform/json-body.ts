/**
 * JSON bodies as the reference's Spring back end reads them: a POST with
 * `Content-Type: application/json` and nothing in it (the reference client's logout) is an
 * empty object when the endpoint takes no body or a body with no required field. Where fields
 * are required it stays "请求体不能为空". Everything else is Fastify's own parser (prototype
 * poisoning refused).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';

function mayBeEmpty(req: FastifyRequest): boolean {
  const body = req.routeOptions.config.endpoint?.body as { required?: string[] } | undefined;
  return !body?.required?.length;
}

export function installJsonBodyParser(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (body.length === 0 && mayBeEmpty(req)) return done(null, {});
    parse(req, body as string, done);
  });
}
