/** 指定部门 (data scope 2) without any department is refused, and the role keeps its scope. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createRole } from './testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

describe('POST /system/permission/assign-role-data-scope with 指定部门', () => {
  it('needs at least one department', async () => {
    const r = await createRole(t, admin, { permissions: [] });
    const as = { token: admin.accessToken, tenantId: admin.tenantId };
    const scope = (body: Record<string, unknown>) =>
      t.api({ method: 'POST', path: '/system/permission/assign-role-data-scope', body: { roleId: r, ...body }, ...as });
    const read = async () => (await t.api<{ dataScope: number }>({ path: '/system/role/get', query: { id: r }, ...as })).data;
    expect((await scope({ dataScope: 4 })).code).toBe(0);
    for (const body of [{ dataScope: 2 }, { dataScope: 2, dataScopeDeptIds: [] }]) {
      expect(await scope(body)).toEqual({ code: 1_002_002_007, data: null, msg: '指定部门时请至少选择一个部门' });
    }
    expect(await read()).toMatchObject({ dataScope: 4 });
    expect((await scope({ dataScope: 2, dataScopeDeptIds: [103] })).code).toBe(0);
  });
});
