/** Banner管理 on both path families (v1.7 /market/banner, v1.8 /promotion/banner): one table, the link rule, the filters, the demo, tenants. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authApi, marketBannerApi, Permissions, promotionBannerApi, type BodyOf, type MenuNode } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { grantTenantAdmin, uniq } from '../../system/role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  await grantTenantAdmin(t, 121, 109, Object.values(Permissions.market.banner));
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const M = marketBannerApi;
const P = promotionBannerApi;
const body = (extra: Partial<BodyOf<typeof M.create>> = {}): BodyOf<typeof M.create> => ({
  title: uniq('横幅'),
  picUrl: 'https://example.com/b.png',
  url: '/pages/index',
  sort: 1,
  status: 0,
  ...extra,
});

describe('the menu', () => {
  it('shows Banner管理 under 商品中心, opening the reference’s view', async () => {
    const { menus } = await t.callOk(authApi.getPermissionInfo, { as: admin });
    const product = menus.find((m: MenuNode) => m.name === '商品中心')!;
    expect(product.children!.at(-1)).toMatchObject({ name: 'Banner管理', path: 'banner', component: 'mall/market/banner/index' });
  });
});

describe('Banner', () => {
  it('creates at /market/banner and reads the same row at /promotion/banner, 首页 by default', async () => {
    const id = await t.callOk(M.create, { body: body({ title: '春季上新', memo: '描述' }), as: admin });
    expect(await t.callOk(P.get, { query: { id }, as: admin })).toMatchObject({ title: '春季上新', memo: '描述', position: 1, browseCount: 0, url: '/pages/index' });
    expect(await t.call(P.update, { body: { id, ...body({ title: '春季上新改', position: 2, url: 'https://shop.example.com/a' }) }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect(await t.callOk(M.get, { query: { id }, as: admin })).toMatchObject({ title: '春季上新改', position: 2, memo: '描述' });
    expect(await t.call(P.delete, { query: { id }, as: admin })).toEqual({ code: 0, data: true, msg: '' });
    expect(await t.call(M.get, { query: { id }, as: admin })).toEqual({ code: 1013002000, data: null, msg: 'Banner 不存在' });
  });

  it('refuses a link that is neither a web address nor a path, and a missing picture', async () => {
    for (const url of ['javascript:alert(1)', 'www.example.com', 'ftp://x']) expect((await t.call(M.create, { body: body({ url }), as: admin })).code, url).toBe(400);
    expect((await t.call(P.create, { body: body({ picUrl: '' }), as: admin })).msg).toContain('缩略图');
  });

  it('pages by title, status and creation time on both paths', async () => {
    const title = uniq('筛选');
    const shown = await t.callOk(M.create, { body: body({ title: `${title}甲` }), as: admin });
    const hidden = await t.callOk(P.create, { body: body({ title: `${title}乙`, status: 1 }), as: admin });
    const ids = async (api: typeof M | typeof P, query: Record<string, unknown>) =>
      (await t.callOk(api.page, { query: { pageNo: 1, pageSize: 100, title, ...query }, as: admin })).list.map((b) => b.id);
    expect((await ids(M, {})).sort()).toEqual([shown, hidden].sort());
    expect(await ids(P, { status: 1 })).toEqual([hidden]);
    expect(await ids(M, { createTime: ['2000-01-01 00:00:00', '2000-01-02 00:00:00'] })).toEqual([]);
  });

  it('shows the demo’s three 首页 banners with a picture', async () => {
    const { list } = await t.callOk(M.page, { query: { pageNo: 1, pageSize: 100 }, as: admin });
    const demo = list.filter((b) => ['双11数码狂欢', '手机限时秒杀', '新人专享好礼'].includes(b.title));
    expect(demo).toHaveLength(3);
    for (const b of demo) expect(b).toMatchObject({ position: 1, status: 0, picUrl: expect.stringContaining('/infra/file/') });
  });

  it('keeps each tenant’s banners to itself', async () => {
    const id = await t.callOk(M.create, { body: body(), as: admin });
    expect((await t.call(P.get, { query: { id }, as: other })).code).toBe(1013002000);
    expect((await t.callOk(M.page, { query: { pageNo: 1, pageSize: 100 }, as: other })).list.map((b) => b.id)).not.toContain(id);
  });
});
