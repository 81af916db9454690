// @postgres: per-day counts in the product's time zone (date_trunc, AT TIME ZONE)
import { authApi, dashboardApi, notifyMessageApi, userApi } from '@tenon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

type Stats = {
  userCount: number | null;
  tenantCount: number | null;
  messageCount: number | null;
  myUnreadMessageCount: number;
  todayLoginCount: number | null;
  roleNames: string[];
  loginTrend: Array<{ date: string; success: number; failure: number }>;
  messageTrend: Array<{ date: string; count: number }>;
};

describe('GET /system/dashboard/stats', () => {
  it('counts the tenant’s users, all tenants for the system tenant, messages and today’s logins by day', async () => {
    await t.call(authApi.login, { body: { username: 'admin', password: 'bad' } });
    const s = await t.login();
    const { code, data } = await t.call(dashboardApi.stats, { as: s });
    expect(code).toBe(0);
    expect(data).toMatchObject({ userCount: 6, tenantCount: 2, messageCount: 4, myUnreadMessageCount: 2, roleNames: ['超级管理员'] });
    expect(data.todayLoginCount).toBeGreaterThanOrEqual(1);
    expect(data.loginTrend).toHaveLength(7);
    const today = data.loginTrend.at(-1)!;
    expect(today.success).toBe(data.todayLoginCount);
    expect(today.failure).toBeGreaterThanOrEqual(1);
    expect(data.messageTrend.map((d) => d.date)).toEqual(data.loginTrend.map((d) => d.date));
    expect(data.messageTrend.reduce((n, d) => n + d.count, 0)).toBe(4);
  });

  it('shows another tenant only itself, and no tenant count: tenants are the platform’s', async () => {
    const s = await t.login('admin110', 'admin123', 121);
    const { data } = await t.call(dashboardApi.stats, { query: { days: 3 }, as: s, tenantId: 121 });
    // Its package includes 消息记录 (its own tenant's messages): it counts its one welcome message.
    expect(data).toMatchObject({ userCount: 1, tenantCount: null, messageCount: 1, roleNames: ['租户管理员'] });
    expect(data.loginTrend).toHaveLength(3);
  });

  it('counts only what the caller may list: users within their data scope, nothing they hold no permission for', async () => {
    // `test` holds 普通角色: users (in chosen departments), departments and posts; no logs, messages or tenants.
    const s = await t.login('test', 'test123');
    const { code, data } = await t.call(dashboardApi.stats, { as: s });
    expect(code).toBe(0);
    const page = await t.call(userApi.page, { query: { pageNo: 1, pageSize: 1 }, as: s });
    expect(page.code).toBe(0);
    expect(page.data.total).toBeLessThan(6);
    expect(data).toMatchObject({ userCount: page.data.total, tenantCount: null, messageCount: null, todayLoginCount: null, roleNames: ['普通角色'] });
    expect(data.loginTrend).toEqual([]);
    expect(data.messageTrend).toEqual([]);
  });

  it('gives a user without any role no counts at all, only their own unread messages', async () => {
    const s = await t.loginPlain();
    const { data } = await t.call(dashboardApi.stats, { as: s });
    expect(data).toMatchObject({ userCount: null, tenantCount: null, messageCount: null, todayLoginCount: null, myUnreadMessageCount: 0, roleNames: [] });
  });

  it('reports the same unread count as the bell', async () => {
    for (const [username, password] of [['admin', 'admin123'], ['test', 'test123']] as const) {
      const s = await t.login(username, password);
      const bell = await t.call(notifyMessageApi.getUnreadCount, { as: s });
      const { data } = await t.call(dashboardApi.stats, { as: s });
      expect(bell.code).toBe(0);
      expect(data.myUnreadMessageCount).toBe(bell.data);
    }
  });
});
