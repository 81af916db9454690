/**
 * Serves the built web app on the API's origin. Deep links (`/system/user`) answer index.html
 * so the client router (history mode) takes over; unknown API paths answer the envelope.
 * Hashed assets are cached for a year; index.html never, so a deploy is picked up at once.
 * index.html carries the Content-Security-Policy and the run-time settings the web reads from
 * `<meta>` tags (no inline script, which the policy would refuse).
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';
import { contentSecurityPolicy } from './browser-headers.ts';

export interface WebOptions {
  webDist?: string;
  apiBase: string;
  analytics?: { scriptUrl: string; siteId: string };
  publicBaseUrl?: string;
}

const escapeAttr = (v: string) => v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The `<meta>` tags the web reads at start (`apps/web/src/analytics`). */
export function runtimeMeta(opts: Pick<WebOptions, 'analytics'>): string {
  if (!opts.analytics) return '';
  return (
    `<meta name="tenon:analytics-script" content="${escapeAttr(opts.analytics.scriptUrl)}" />` +
    `<meta name="tenon:analytics-site-id" content="${escapeAttr(opts.analytics.siteId)}" />`
  );
}

export async function serveWeb(app: FastifyInstance, opts: WebOptions) {
  const index = opts.webDist ? path.join(opts.webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  const csp = contentSecurityPolicy({ analyticsScriptUrl: opts.analytics?.scriptUrl, publicBaseUrl: opts.publicBaseUrl });
  const meta = runtimeMeta(opts);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist!,
      wildcard: false,
      index: false,
      // index.html goes through the handler below, which adds the policy and the settings.
      allowedPath: (pathName) => pathName !== '/index.html',
      setHeaders(res, file) {
        res.header(
          'cache-control',
          file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url === opts.apiBase || url.startsWith(`${opts.apiBase}/`)) return apiNotFound(reply);
    if (hasWeb && (req.method === 'GET' || req.method === 'HEAD') && (!path.extname(url) || url === '/index.html')) {
      const html = await fs.promises.readFile(index!, 'utf8');
      return reply
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .type('text/html; charset=utf-8')
        .send(meta ? html.replace('</head>', `${meta}</head>`) : html);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
