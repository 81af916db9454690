/**
 * Behind a trusted proxy the client writes `X-Forwarded-For`; a forged entry that is no address
 * must neither break the login (a 50-character column) nor be stored as the caller's address.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../test/testApp.ts';
import { loadConfig } from '../config.ts';

describe('client address behind a trusted proxy', () => {
  let t: TestApp;
  let admin: Session;
  beforeAll(async () => {
    t = await testApp({ trustProxy: true });
    admin = await t.login();
  });
  afterAll(() => t.close());

  const login = (forwardedFor: string, password: string) =>
    t.app.inject({
      method: 'POST',
      url: `${API_BASE}/system/auth/login`,
      headers: { 'tenant-id': '1', 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
      payload: JSON.stringify({ username: 'admin', password }),
      remoteAddress: '10.9.8.7',
    });

  it('a forged, over-long X-Forwarded-For logs in normally and is logged as the peer address', async () => {
    const forged = `<script>${'x'.repeat(120)}`;
    const ok = (await login(forged, 'admin123')).json() as { code: number };
    expect(ok.code).toBe(0);
    const bad = (await login(forged, 'wrong-guess')).json() as { code: number };
    expect(bad.code).toBe(1002000000);

    const res = await t.api<{ list: Array<{ userIp: string }> }>({
      path: '/system/login-log/page',
      query: { userIp: '10.9.8.7', pageSize: 10 },
      token: admin.accessToken,
    });
    expect(res.data.list.length).toBeGreaterThanOrEqual(2);
    expect(res.data.list.every((row) => row.userIp === '10.9.8.7')).toBe(true);
  });

  it('a real forwarded address is believed', async () => {
    const ok = (await login('203.0.113.9', 'admin123')).json() as { code: number };
    expect(ok.code).toBe(0);
    const res = await t.api<{ list: Array<{ userIp: string }> }>({
      path: '/system/login-log/page',
      query: { userIp: '203.0.113.9', pageSize: 10 },
      token: admin.accessToken,
    });
    expect(res.data.list).toHaveLength(1);
  });
});

describe('TRUST_PROXY', () => {
  it('reads a switch, a hop count or a list of proxy addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }).trustProxy).toEqual(['10.0.0.1', '10.1.0.0/16']);
  });
});
