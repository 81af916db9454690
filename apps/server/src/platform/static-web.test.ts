/**
 * The built web app on the wire: hashed assets go out as the brotli or gzip file the build wrote
 * beside them, chosen by Accept-Encoding, and are cached for a year; index.html (and every deep
 * link answered with it) is compressed too and revalidated on each use.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { installBrowserHeaders } from './browser-headers.ts';
import { serveWeb } from './static-web.ts';
import { acceptedCoding } from './accepted-coding.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-web-'));
const asset = '/assets/index-B4xQ9tZa.js';
const js = Buffer.from(Array.from({ length: 400 }, (_, i) => `export const value${i} = "文字 ${i % 7}";\n`).join(''));
const br = zlib.brotliCompressSync(js);
const gz = zlib.gzipSync(js, { level: 9 });
const html = `<!doctype html><html><head><title>Tenon</title><script type="module" src="${asset}"></script></head><body>${'<div id="root"></div>'.repeat(80)}</body></html>`;

let app: FastifyInstance;
beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, asset), js);
  fs.writeFileSync(path.join(webDist, `${asset}.br`), br);
  fs.writeFileSync(path.join(webDist, `${asset}.gz`), gz);
  fs.writeFileSync(path.join(webDist, 'index.html'), html);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = Fastify();
  installBrowserHeaders(app, API_BASE);
  await serveWeb(app, { webDist, apiBase: API_BASE, analytics: { scriptUrl: 'https://stats.example.com/s.js', siteId: 'x' } });
});
afterAll(async () => {
  await app.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

// What @fastify/send's mime table names a .js file (RFC 9239 prefers text/javascript; browsers take both).
const JS_TYPE = 'application/javascript; charset=utf-8';
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

describe('hashed assets', () => {
  it('answer the brotli file to a browser that accepts br, with its length and the asset type', async () => {
    const res = await get(asset, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe(JS_TYPE);
    expect(res.headers['content-length']).toBe(String(br.length));
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(res.rawPayload).equals(js)).toBe(true);
  });

  it('answer the gzip file to a browser that accepts gzip only, or refuses br with q=0', async () => {
    for (const ae of ['gzip', 'br;q=0, gzip', 'gzip;q=1, br;q=0']) {
      const res = await get(asset, { 'accept-encoding': ae });
      expect(res.headers['content-encoding'], ae).toBe('gzip');
      expect(res.headers['content-length'], ae).toBe(String(gz.length));
      expect(res.headers['content-type'], ae).toBe(JS_TYPE);
      expect(zlib.gunzipSync(res.rawPayload).equals(js), ae).toBe(true);
    }
  });

  it('answer the file itself when no compression is accepted, still varying on Accept-Encoding', async () => {
    for (const headers of [{}, { 'accept-encoding': 'identity' }, { 'accept-encoding': 'br;q=0, gzip;q=0' }] as Record<string, string>[]) {
      const res = await get(asset, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['content-type']).toBe(JS_TYPE);
      expect(res.headers['content-length']).toBe(String(js.length));
      expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
      expect(res.rawPayload.equals(js)).toBe(true);
    }
  });

  it('are cached for a year, every variant, and keep the browser headers', async () => {
    for (const ae of ['br', 'gzip', 'identity']) {
      const res = await get(asset, { 'accept-encoding': ae });
      expect(res.headers['cache-control'], ae).toBe('public, max-age=31536000, immutable');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers.etag).toBeTruthy();
    }
  });

  it('are not served under the compressed files’ own names', async () => {
    for (const url of [`${asset}.br`, `${asset}.gz`, '/index.html.br']) expect((await get(url)).statusCode, url).toBe(404);
  });

  it('answer HEAD with the chosen variant’s length and no body', async () => {
    const res = await app.inject({ method: 'HEAD', url: asset, headers: { 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(String(br.length));
    expect(res.rawPayload.length).toBe(0);
  });

  it('leave files outside /assets/ to revalidation', async () => {
    const res = await get('/favicon.svg', { 'accept-encoding': 'br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe('index.html and the single-page fallback', () => {
  it('answer compressed, revalidated on each use (no-cache, ETag), with the policy and the settings', async () => {
    for (const url of ['/', '/login', '/system/user', '/index.html']) {
      const plain = await get(url);
      expect(plain.statusCode, url).toBe(200);
      expect(plain.headers['content-encoding'], url).toBeUndefined();
      expect(plain.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(plain.headers['content-length']).toBe(String(plain.rawPayload.length));
      expect(plain.body).toContain('<meta name="tenon:analytics-site-id" content="x" />');

      for (const [coding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const res = await get(url, { 'accept-encoding': coding });
        expect(res.headers['content-encoding'], `${url} ${coding}`).toBe(coding);
        expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
        expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
        expect(decode(res.rawPayload).toString()).toBe(plain.body);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
        expect(res.headers['content-security-policy']).toContain("script-src 'self' https://stats.example.com");
        expect(res.headers.etag).toBe(plain.headers.etag);
        expect(res.headers['last-modified']).toBeTruthy();
      }
    }
  });

  it('answer 304 to a browser whose copy is current, and the page again once it changed', async () => {
    const first = await get('/system/user', { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    const again = await get('/system/user', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers['cache-control']).toBe('no-cache');
    const since = await get('/', { 'if-modified-since': String(first.headers['last-modified']) });
    expect(since.statusCode).toBe(304);

    fs.writeFileSync(path.join(webDist, 'index.html'), html.replace('<title>Tenon</title>', '<title>Tenon 2</title>'));
    fs.utimesSync(path.join(webDist, 'index.html'), new Date(), new Date(Date.now() + 5000));
    const changed = await get('/system/user', { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(zlib.brotliDecompressSync(changed.rawPayload).toString()).toContain('<title>Tenon 2</title>');
  });

  it('still answers the API envelope for unknown API paths and 404 for missing files', async () => {
    const api = await get(`${API_BASE}/no/such/path`, { 'accept-encoding': 'br' });
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['content-encoding']).toBeUndefined();
    expect((await get('/assets/missing-abc.js', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });
});

describe('acceptedCoding', () => {
  it('prefers brotli, then gzip, and honours q=0 and *', () => {
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip')).toBe('gzip');
    expect(acceptedCoding('x-gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip')).toBe('gzip');
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('*, br;q=0')).toBe('gzip');
    expect(acceptedCoding('*;q=0')).toBeUndefined();
    expect(acceptedCoding('identity')).toBeUndefined();
    expect(acceptedCoding('')).toBeUndefined();
    expect(acceptedCoding(undefined)).toBeUndefined();
  });
});
