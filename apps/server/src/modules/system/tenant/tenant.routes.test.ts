import { authApi, tenantApi } from '@tenon/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenant } from './tenant.schema.ts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('GET /system/tenant/get-id-by-name', () => {
  it('resolves a tenant name without any tenant header or token, and null when unknown', async () => {
    expect(await t.call(tenantApi.getIdByName, { query: { name: '榫卯科技' }, tenantId: null })).toEqual({
      code: 0,
      data: 1,
      msg: '',
    });
    expect((await t.call(tenantApi.getIdByName, { query: { name: '小租户' }, tenantId: null })).data).toBe(121);
    expect((await t.call(tenantApi.getIdByName, { query: { name: '没有这个' }, tenantId: null })).data).toBeNull();
  });

  it('requires the name', async () => {
    expect(await t.call(tenantApi.getIdByName, { tenantId: null })).toEqual({ code: 400, data: null, msg: '租户名不能为空' });
  });
});

describe('GET /system/tenant/list-all-simple', () => {
  it('shows the system tenant user every tenant, and another tenant user only their own', async () => {
    const sys = await t.login();
    expect((await t.call(tenantApi.listAllSimple, { as: sys })).data).toEqual([
      { id: 1, name: '榫卯科技' },
      { id: 121, name: '小租户' },
    ]);
    const other = await t.login('admin110', 'admin123', 121);
    expect((await t.call(tenantApi.listAllSimple, { as: other, tenantId: 121 })).data).toEqual([
      { id: 121, name: '小租户' },
    ]);
  });
});

describe('GET /system/tenant/get', () => {
  it('answers the tenant for a super administrator, with times as epoch milliseconds', async () => {
    const s = await t.login();
    const res = await t.call(tenantApi.get, { query: { id: 121 }, as: s });
    expect(res.code).toBe(0);
    expect(res.data).toMatchObject({ id: 121, name: '小租户', packageId: 111, status: 0 });
    expect(typeof res.data.expireTime).toBe('number');
  });

  it('answers 403 to a user without system:tenant:query', async () => {
    const s = await t.login('test', 'test123');
    expect(await t.call(tenantApi.get, { query: { id: 1 }, as: s })).toEqual({
      code: 403,
      data: null,
      msg: '没有该操作权限',
    });
  });

  it('answers the tenant error code for an id that does not exist', async () => {
    const s = await t.login();
    expect((await t.call(tenantApi.get, { query: { id: 999 }, as: s })).code).toBe(1002015000);
  });
});

describe('disabled and expired tenants', () => {
  it('cannot log in, with a message naming the tenant; existing sessions stop working', async () => {
    const s = await t.login('admin110', 'admin123', 121);
    await t.db.update(tenant).set({ status: 1 }).where(eq(tenant.id, 121));
    t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    try {
      const res = await t.call(authApi.login, { body: { username: 'admin110', password: 'admin123' }, tenantId: 121 });
      expect(res).toEqual({ code: 1002015001, data: null, msg: '名字为【小租户】的租户已被禁用' });
      expect((await t.call(authApi.getPermissionInfo, { as: s, tenantId: 121 })).code).toBe(401);
    } finally {
      await t.db.update(tenant).set({ status: 0 }).where(eq(tenant.id, 121));
      t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    }
    const expireTime = (await t.db.select().from(tenant).where(eq(tenant.id, 121)))[0]!.expireTime;
    await t.db.update(tenant).set({ expireTime: Date.now() - 1000 }).where(eq(tenant.id, 121));
    t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    try {
      const res = await t.call(authApi.login, { body: { username: 'admin110', password: 'admin123' }, tenantId: 121 });
      expect(res).toEqual({ code: 1002015002, data: null, msg: '名字为【小租户】的租户已过期' });
    } finally {
      await t.db.update(tenant).set({ expireTime }).where(eq(tenant.id, 121));
      t.app.catalogue.invalidateAll(); // written past the API, so past its cache invalidation
    }
  });
});
