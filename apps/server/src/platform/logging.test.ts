/**
 * The refresh call carries the refresh token in its query (`?refreshToken=`, as the reference's
 * clients send it). The request log must never hold it, nor any other secret-looking parameter.
 */
import { describe, expect, it } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { testApp } from '../test/testApp.ts';
import { redactUrl } from './logging.ts';

describe('the request log', () => {
  it('masks refreshToken and other secret-looking query parameters, and keeps the rest', async () => {
    const lines: string[] = [];
    const t = await testApp({ logLevel: 'info' }, { logStream: { write: (l) => void lines.push(l) } });
    try {
      await t.app.inject({
        method: 'POST',
        url: `${API_BASE}/system/auth/refresh-token?refreshToken=r3fr3sh-s3cr3t&x=1`,
        headers: { 'tenant-id': '1' },
      });
      await t.app.inject({ url: `${API_BASE}/system/health?access_token=t0k3n-s3cr3t&password=p4ss&name=%E5%BC%A0` });
    } finally {
      await t.close();
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
