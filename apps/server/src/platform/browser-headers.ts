/**
 * Headers that tell the browser how to treat our answers. API answers are never stored by a
 * cache (they carry personal data and tokens); the web app's HTML carries a Content-Security-
 * Policy that allows scripts from this origin only (plus the analytics script's origin when
 * one is configured), so injected markup cannot run code.
 */
import type { FastifyInstance } from 'fastify';

export function contentSecurityPolicy(opts: { analyticsScriptUrl?: string; publicBaseUrl?: string }): string {
  const analytics = opts.analyticsScriptUrl ? ` ${new URL(opts.analyticsScriptUrl).origin}` : '';
  const files = opts.publicBaseUrl ? ` ${new URL(opts.publicBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${analytics}`,
    // antd writes its CSS-in-JS as <style> elements and style attributes.
    "style-src 'self' 'unsafe-inline'",
    // bpmn-js and antd draw some images and icons as data: and blob: URLs.
    `img-src 'self' data: blob:${files}`,
    "font-src 'self' data:",
    `connect-src 'self'${analytics}`,
    // Menus of type 内链 (InnerLink) show any site an administrator configured inside a frame.
    "frame-src 'self' http: https:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * On every answer: no MIME sniffing, no framing by other sites, a strict referrer; and
 * `Cache-Control: no-store` on answers under the API base that did not set their own.
 */
export function installBrowserHeaders(app: FastifyInstance, apiBase: string | readonly string[]) {
  const bases = typeof apiBase === 'string' ? [apiBase] : apiBase;
  app.addHook('onSend', (req, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    const url = req.url;
    const underApi = bases.some((base) => url === base || url.startsWith(`${base}/`) || url.startsWith(`${base}?`));
    if (underApi && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    done(null, payload);
  });
}
