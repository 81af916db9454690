/**
 * What the browser is told: the web app's HTML carries a Content-Security-Policy with no
 * inline scripts (and the analytics host only when one is configured), and no API answer,
 * success or error, may be kept by a cache.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { testApp, type TestApp } from '../test/testApp.ts';
import { contentSecurityPolicy } from './browser-headers.ts';
import { runtimeMeta } from './static-web.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-web-'));
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><head><title>Tenon</title></head><body></body></html>');

let t: TestApp;
beforeAll(async () => {
  t = await testApp({ webDist, analytics: { scriptUrl: 'https://stats.example.com/script.js', siteId: 'site-"1"' } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

const directives = (csp: string) => Object.fromEntries(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([k, ...v]) => [k, v]));

describe('Content-Security-Policy on the web app', () => {
  it('allows scripts and connections from this origin and the configured analytics host only', async () => {
    for (const url of ['/', '/system/user', '/index.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      const csp = directives(String(res.headers['content-security-policy']));
      expect(csp['script-src'], url).toEqual(["'self'", 'https://stats.example.com']);
      expect(csp['connect-src']).toEqual(["'self'", 'https://stats.example.com']);
      expect(csp['object-src']).toEqual(["'none'"]);
      expect(csp['frame-ancestors']).toEqual(["'self'"]);
      expect(csp['base-uri']).toEqual(["'self'"]);
      expect(csp['default-src']).toEqual(["'self'"]);
    }
  });

  it('names no other host and hands the web no analytics settings when none is configured', () => {
    const csp = directives(contentSecurityPolicy({}));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['connect-src']).toEqual(["'self'"]);
    expect(runtimeMeta({})).toBe('');
  });

  it('hands the analytics settings to the web in meta tags, escaped', async () => {
    const html = (await t.app.inject({ url: '/' })).body;
    expect(html).toContain('<meta name="tenon:analytics-script" content="https://stats.example.com/script.js" />');
    expect(html).toContain('<meta name="tenon:analytics-site-id" content="site-&quot;1&quot;" />');
    expect(html).not.toMatch(/<script>/);
  });
});

describe('Cache-Control on API answers', () => {
  it('is no-store on a success, a refusal, a validation error and an unknown API path', async () => {
    const s = await t.login();
    const calls = [
      { url: `${API_BASE}/system/health` },
      { url: `${API_BASE}/system/auth/get-permission-info`, headers: { 'tenant-id': '1', authorization: `Bearer ${s.accessToken}` } },
      { url: `${API_BASE}/system/auth/get-permission-info`, headers: { 'tenant-id': '1' } },
      { url: `${API_BASE}/system/tenant/get?id=abc`, headers: { 'tenant-id': '1', authorization: `Bearer ${s.accessToken}` } },
      { url: `${API_BASE}/no/such/path` },
    ];
    for (const c of calls) {
      const res = await t.app.inject(c);
      expect(res.headers['content-type'], c.url).toMatch(/^application\/json/);
      expect(res.headers['cache-control'], c.url).toBe('no-store');
    }
  });
});
