import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Stats = {
  userCount: number;
  tenantCount: number;
  messageCount: number;
  myUnreadMessageCount: number;
  todayLoginCount: number;
  loginTrend: Array<{ date: string; success: number; failure: number }>;
  messageTrend: Array<{ date: string; count: number }>;
};

describe('GET /system/dashboard/stats', () => {
  it('counts the tenant’s users, all tenants for the system tenant, messages and today’s logins by day', async () => {
    await t.api({ method: 'POST', path: '/system/auth/login', body: { username: 'admin', password: 'bad' } });
    const s = await t.login();
    const { code, data } = await t.api<Stats>({ path: '/system/dashboard/stats', token: s.accessToken });
    expect(code).toBe(0);
    expect(data).toMatchObject({ userCount: 6, tenantCount: 2, messageCount: 4, myUnreadMessageCount: 2 });
    expect(data.todayLoginCount).toBeGreaterThanOrEqual(1);
    expect(data.loginTrend).toHaveLength(7);
    const today = data.loginTrend.at(-1)!;
    expect(today.success).toBe(data.todayLoginCount);
    expect(today.failure).toBeGreaterThanOrEqual(1);
    expect(data.messageTrend.map((d) => d.date)).toEqual(data.loginTrend.map((d) => d.date));
    expect(data.messageTrend.reduce((n, d) => n + d.count, 0)).toBe(4);
  });

  it('shows another tenant only itself', async () => {
    const s = await t.login('admin110', 'admin123', 121);
    const { data } = await t.api<Stats>({ path: '/system/dashboard/stats', token: s.accessToken, tenantId: 121, query: { days: 3 } });
    expect(data).toMatchObject({ userCount: 1, tenantCount: 1, messageCount: 1 });
    expect(data.loginTrend).toHaveLength(3);
  });
});
