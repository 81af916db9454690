/**
 * Serves the built web app on the API's origin. Deep links (`/system/user`) answer index.html
 * so the client router (history mode) takes over; unknown API paths answer the envelope.
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';

export async function serveWeb(app: FastifyInstance, opts: { webDist?: string; apiBase: string }) {
  const index = opts.webDist ? path.join(opts.webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist!,
      wildcard: false,
      index: false,
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === opts.apiBase || url.startsWith(`${opts.apiBase}/`)) return apiNotFound(reply);
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && !path.extname(url)) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(fs.createReadStream(index!));
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
