/**
 * Serves the built web app on the API's origin. Deep links (`/system/user`) answer index.html
 * so the client router (history mode) takes over; unknown API paths answer the envelope.
 * Hashed assets are cached for a year; index.html is revalidated on every use (ETag), so a
 * deploy is picked up at once. index.html carries the Content-Security-Policy and the run-time
 * settings the web reads from `<meta>` tags (no inline script, which the policy would refuse).
 * Compressed: the build writes `.br` and `.gz` beside each asset (apps/web/vite.config.ts) and
 * @fastify/static sends the one the browser accepts; index.html, which differs per deployment
 * by its `<meta>` tags, is compressed here once per change of the file.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { apiNotFound } from './error-handler.ts';
import { contentSecurityPolicy } from './browser-headers.ts';
import { acceptedCoding, type Coding } from './accepted-coding.ts';

export interface WebOptions {
  webDist?: string;
  /** The API bases (the console's and the members'): below them an unknown path is the API's 404, not the app. */
  apiBase: string | readonly string[];
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

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface IndexPage {
  etag: string;
  lastModified: string;
  bodies: { identity: Buffer } & Partial<Record<Coding, Buffer>>;
}

/** index.html with the settings' `<meta>` tags, compressed: read again when the file changes. */
function indexPages(file: string, meta: string) {
  let cached: Promise<IndexPage> | undefined;
  let cachedStamp = '';
  const load = async (mtime: Date): Promise<IndexPage> => {
    const html = await fs.promises.readFile(file, 'utf8');
    const identity = Buffer.from(meta ? html.replace('</head>', `${meta}</head>`) : html);
    const [br, gz] = await Promise.all([brotli(identity), gzip(identity, { level: 9 })]);
    return {
      etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
      lastModified: mtime.toUTCString(),
      bodies: { identity, ...(br.length < identity.length ? { br } : {}), ...(gz.length < identity.length ? { gzip: gz } : {}) },
    };
  };
  return async () => {
    const stat = await fs.promises.stat(file);
    const stamp = `${stat.mtimeMs}:${stat.size}`;
    if (!cached || stamp !== cachedStamp) {
      cachedStamp = stamp;
      cached = load(stat.mtime);
      cached.catch(() => (cached = undefined));
    }
    return cached;
  };
}

/** Whether the browser's copy (If-None-Match, else If-Modified-Since) is still this page. */
function fresh(headers: Record<string, string | string[] | undefined>, page: IndexPage) {
  const tags = headers['if-none-match'];
  if (tags !== undefined) {
    const bare = (t: string) => t.trim().replace(/^W\//, '');
    return String(tags).split(',').some((t) => t.trim() === '*' || bare(t) === bare(page.etag));
  }
  const since = Date.parse(String(headers['if-modified-since'] ?? ''));
  return Number.isFinite(since) && since >= Date.parse(page.lastModified);
}

export async function serveWeb(app: FastifyInstance, opts: WebOptions) {
  const index = opts.webDist ? path.join(opts.webDist, 'index.html') : undefined;
  const hasWeb = index !== undefined && fs.existsSync(index);
  const csp = contentSecurityPolicy({ analyticsScriptUrl: opts.analytics?.scriptUrl, publicBaseUrl: opts.publicBaseUrl });
  const apiBases = typeof opts.apiBase === 'string' ? [opts.apiBase] : opts.apiBase;
  const meta = runtimeMeta(opts);
  const indexPage = hasWeb ? indexPages(index!, meta) : undefined;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist!,
      wildcard: false,
      index: false,
      // `main.js.br` and `main.js.gz` are sent for `main.js` (with Content-Encoding and
      // Vary: Accept-Encoding) to a browser that accepts them, never under their own names.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
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
    if (apiBases.some((base) => url === base || url.startsWith(`${base}/`))) return apiNotFound(reply);
    if (indexPage && (req.method === 'GET' || req.method === 'HEAD') && (!path.extname(url) || url === '/index.html')) {
      const page = await indexPage();
      reply
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding')
        .header('etag', page.etag)
        .header('last-modified', page.lastModified)
        .header('content-security-policy', csp);
      if (fresh(req.headers, page)) return reply.status(304).send();
      const coding = acceptedCoding(req.headers['accept-encoding']);
      const body = (coding && page.bodies[coding]) || page.bodies.identity;
      if (body !== page.bodies.identity) reply.header('content-encoding', coding);
      return reply.type('text/html; charset=utf-8').send(body);
    }
    return reply.status(404).type('text/plain; charset=utf-8').send('Not Found');
  });
}
