// @postgres: one member's writes one at a time (an advisory lock) against the limit and the single default, tested with requests at once
/**
 * 用户收件地址 on the app surface: a member's own addresses only, one default at most (the first
 * address is it), at most MEMBER_ADDRESS_MAX of them, and the door the orders read one through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, MEMBER_ADDRESS_MAX, memberAddressApi, memberAuthApi, type BodyOf } from '@tenon/contracts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { hashPassword } from '../../../platform/password.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { memberUser } from '../user/member-user.schema.ts';
import { DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../user/member-user.demo.ts';
import { memberAddressOf } from './index.ts';

let t: TestApp;
let demoA: Session;
let demoB: Session;
beforeAll(async () => {
  t = await testApp();
  const [a, b] = DEMO_MEMBERS;
  [demoA, demoB] = await Promise.all([signIn(a.mobile, a.tenantId), signIn(b.mobile, b.tenantId)]);
});
afterAll(() => t.close());

async function signIn(mobile: string, tenantId: number): Promise<Session> {
  return { ...(await t.callOk(memberAuthApi.login, { body: { mobile, password: DEMO_MEMBER_PASSWORD }, tenantId })), tenantId };
}

let nextMobile = 13700000000;
/** A member of their own, with no address yet, signed in. */
async function newMember(tenantId = 1): Promise<Session> {
  const mobile = String(nextMobile++);
  await t.db.insert(memberUser).values({ tenantId, mobile, password: await hashPassword(DEMO_MEMBER_PASSWORD), nickname: `会员${mobile.slice(-4)}` });
  return signIn(mobile, tenantId);
}

type Body = BodyOf<typeof memberAddressApi.create>;
const address = (over: Partial<Body> = {}): Body => ({ name: '张三', mobile: '13800138000', areaId: 310101, detailAddress: '南京东路 1 号', defaultStatus: false, ...over });
const create = (as: Session, body: Body) => t.callOk(memberAddressApi.create, { as, body });
const list = (as: Session) => t.callOk(memberAddressApi.list, { as });
const defaultsOf = async (as: Session) => (await list(as)).filter((a) => a.defaultStatus).map((a) => a.id);

describe('the demo members', () => {
  it('have addresses of their own on the first start, the first one their default', async () => {
    const [first, second] = await list(demoA);
    expect(first).toMatchObject({ areaId: 310101, areaName: '上海市 上海市 黄浦区', defaultStatus: true });
    expect(second).toMatchObject({ areaId: 440305, areaName: '广东省 深圳市 南山区', defaultStatus: false });
    expect((await list(demoB)).map((a) => a.areaName)).toEqual(['北京市 北京市 东城区']);
  });
});

describe('create, get, update, delete', () => {
  it('keeps what was sent and answers it with the area’s full name', async () => {
    const me = await newMember();
    const id = await create(me, address({ name: '李四', detailAddress: '人民广场 8 号' }));
    const got = await t.callOk(memberAddressApi.get, { as: me, query: { id } });
    expect(got).toEqual({ id, name: '李四', mobile: '13800138000', areaId: 310101, areaName: '上海市 上海市 黄浦区', detailAddress: '人民广场 8 号', defaultStatus: true });
    // A city or a province is an area too, named down to itself.
    const city = await create(me, address({ areaId: 440300 }));
    expect((await t.callOk(memberAddressApi.get, { as: me, query: { id: city } })).areaName).toBe('广东省 深圳市');

    expect(await t.callOk(memberAddressApi.update, { as: me, body: { ...address({ name: '王五', areaId: 110105, detailAddress: '三里屯 2 号', defaultStatus: true }), id } })).toBe(true);
    expect(await t.callOk(memberAddressApi.get, { as: me, query: { id } })).toMatchObject({ name: '王五', areaName: '北京市 北京市 朝阳区', detailAddress: '三里屯 2 号' });

    expect(await t.callOk(memberAddressApi.delete, { as: me, query: { id } })).toBe(true);
    expect(await t.call(memberAddressApi.get, { as: me, query: { id } })).toEqual({ code: 1_004_004_000, data: null, msg: '用户收件地址不存在' });
    expect((await t.call(memberAddressApi.delete, { as: me, query: { id } })).code).toBe(ErrorCodes.ADDRESS_NOT_EXISTS.code);
    expect((await list(me)).map((a) => a.id)).toEqual([city]);
  });

  it('refuses an area the 地区 tree does not have, a bad mobile and missing fields', async () => {
    const me = await newMember();
    expect(await t.call(memberAddressApi.create, { as: me, body: address({ areaId: 999999 }) })).toMatchObject({ code: 1_004_004_001, msg: '地区编号(999999)不存在' });
    const bad = await t.api({ method: 'POST', surface: 'app', path: memberAddressApi.create.path, token: me.accessToken, body: { ...address(), mobile: '12345' } });
    expect(bad.code).toBe(400);
    const missing = await t.api({ method: 'POST', surface: 'app', path: memberAddressApi.create.path, token: me.accessToken, body: { name: '张三' } });
    expect(missing.code).toBe(400);
    expect(missing.msg).toMatch(/不能为空/);
    expect(await list(me)).toEqual([]);
  });
});

describe('the default address', () => {
  it('is the first address whatever it says, and a new default takes it from the old one', async () => {
    const me = await newMember();
    expect(await t.callOk(memberAddressApi.getDefault, { as: me })).toBeNull();
    const first = await create(me, address({ defaultStatus: false }));
    const second = await create(me, address({ defaultStatus: false }));
    expect(await defaultsOf(me)).toEqual([first]);
    const third = await create(me, address({ defaultStatus: true }));
    expect(await defaultsOf(me)).toEqual([third]);
    expect((await t.callOk(memberAddressApi.getDefault, { as: me }))?.id).toBe(third);
    // The list shows the default first, then the newest.
    expect((await list(me)).map((a) => a.id)).toEqual([third, second, first]);

    await t.callOk(memberAddressApi.update, { as: me, body: { ...address({ defaultStatus: true }), id: first } });
    expect(await defaultsOf(me)).toEqual([first]);
    // Unsetting it, or deleting it, leaves none default (as the reference).
    await t.callOk(memberAddressApi.update, { as: me, body: { ...address({ defaultStatus: false }), id: first } });
    expect(await t.callOk(memberAddressApi.getDefault, { as: me })).toBeNull();
  });

  it('stays one when two default addresses are created at once', async () => {
    const me = await newMember();
    const ids = await Promise.all([1, 2, 3].map(() => create(me, address({ defaultStatus: true }))));
    expect(ids).toHaveLength(3);
    expect(await defaultsOf(me)).toHaveLength(1);
  });
});

describe('the limit', () => {
  it(`keeps a member to ${MEMBER_ADDRESS_MAX} addresses, also when they are created at once`, async () => {
    const me = await newMember();
    const results = await Promise.all(Array.from({ length: MEMBER_ADDRESS_MAX + 2 }, () => t.call(memberAddressApi.create, { as: me, body: address() })));
    expect(results.filter((r) => r.code === 0)).toHaveLength(MEMBER_ADDRESS_MAX);
    expect(results.filter((r) => r.code !== 0).map((r) => r.msg)).toEqual([`收件地址最多 ${MEMBER_ADDRESS_MAX} 个，请先删除不用的地址`, `收件地址最多 ${MEMBER_ADDRESS_MAX} 个，请先删除不用的地址`]);
    expect(await list(me)).toHaveLength(MEMBER_ADDRESS_MAX);
    // Another member is not held by it.
    expect((await t.call(memberAddressApi.create, { as: await newMember(), body: address() })).code).toBe(0);
  });
});

describe('another member’s address', () => {
  it('is not found for a second member of the tenant, nor for a member of another tenant, and stays unchanged', async () => {
    const owner = await newMember();
    const id = await create(owner, address({ name: '本人' }));
    const before = await t.callOk(memberAddressApi.get, { as: owner, query: { id } });
    for (const other of [await newMember(), demoB]) {
      expect((await t.call(memberAddressApi.get, { as: other, query: { id } })).code).toBe(ErrorCodes.ADDRESS_NOT_EXISTS.code);
      expect((await t.call(memberAddressApi.update, { as: other, body: { ...address({ name: '改了', defaultStatus: true }), id } })).code).toBe(
        ErrorCodes.ADDRESS_NOT_EXISTS.code,
      );
      expect((await t.call(memberAddressApi.delete, { as: other, query: { id } })).code).toBe(ErrorCodes.ADDRESS_NOT_EXISTS.code);
      expect((await list(other)).map((a) => a.id)).not.toContain(id);
    }
    expect(await t.callOk(memberAddressApi.get, { as: owner, query: { id } })).toEqual(before);
  });

  it('is reached by the orders through the door only for its member', async () => {
    const owner = await newMember();
    const other = await newMember();
    const id = await create(owner, address());
    const scope = tenantScope(t.db, 1);
    expect(await memberAddressOf(t.db, scope, owner.userId, id)).toMatchObject({ id, areaName: '上海市 上海市 黄浦区', defaultStatus: true });
    expect(await memberAddressOf(t.db, scope, other.userId, id)).toBeUndefined();
    expect(await memberAddressOf(t.db, tenantScope(t.db, 121), owner.userId, id)).toBeUndefined();
  });
});

describe('who may call', () => {
  it('refuses an administrator’s token, a token of no one and no token', async () => {
    const admin = await t.login();
    for (const as of [admin, { accessToken: 'f'.repeat(48) }, undefined]) {
      expect(await t.call(memberAddressApi.list, { as })).toMatchObject({ code: 401, msg: '账号未登录' });
      expect((await t.call(memberAddressApi.create, { as, body: address() })).code).toBe(401);
    }
  });
});
