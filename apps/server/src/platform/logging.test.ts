/**
 * The refresh call carries the refresh token in its query (`?refreshToken=`, as the reference's
 * clients send it). The request log must never hold it, nor any other secret-looking parameter.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { redactUrl } from './logging.ts';

describe('the request log', () => {
  it('masks refreshToken and other secret-looking query parameters, and keeps the rest', async () => {
    const lines: string[] = [];
    const database = await openDatabase({});
    const app = await buildApp({ ...loadConfig({ NODE_ENV: 'test' }), logLevel: 'info' }, { database, logStream: { write: (l) => void lines.push(l) } });
    try {
      await app.inject({
        method: 'POST',
        url: `${API_BASE}/system/auth/refresh-token?refreshToken=r3fr3sh-s3cr3t&x=1`,
        headers: { 'tenant-id': '1' },
      });
      await app.inject({ url: `${API_BASE}/system/health?access_token=t0k3n-s3cr3t&password=p4ss&name=%E5%BC%A0` });
    } finally {
      await app.close();
      await database.close();
    }
    const log = lines.join('');
    const urls = lines.map((l) => JSON.parse(l)).filter((l) => l.req?.url).map((l) => l.req.url);
    expect(urls).toEqual([
      `${API_BASE}/system/auth/refresh-token?refreshToken=[REDACTED]&x=1`,
      `${API_BASE}/system/health?access_token=[REDACTED]&password=[REDACTED]&name=%E5%BC%A0`,
    ]);
    for (const secret of ['r3fr3sh-s3cr3t', 't0k3n-s3cr3t', 'p4ss']) expect(log).not.toContain(secret);
  });

  it('judges a parameter by its decoded name', () => {
    expect(redactUrl('/a?refresh%54oken=x&b')).toBe('/a?refresh%54oken=[REDACTED]&b');
    expect(redactUrl('/a')).toBe('/a');
  });
});
