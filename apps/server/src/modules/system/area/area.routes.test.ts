import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areaApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const byIp = (ip: string, as = admin) => t.call(areaApi.getByIp, { query: { ip }, as });

describe('GET /system/area/tree', () => {
  it('answers province → city → district with the national codes', async () => {
    const tree = await t.callOk(areaApi.tree, { as: admin });
    expect(tree).toHaveLength(31);
    const guangdong = tree.find((p) => p.name === '广东省')!;
    expect(guangdong.id).toBe(440000);
    const shenzhen = guangdong.children.find((c) => c.name === '深圳市')!;
    expect(shenzhen.id).toBe(440300);
    expect(shenzhen.children).toContainEqual({ id: 440305, name: '南山区' });
    // A municipality's city level carries its own name, not 市辖区.
    const beijing = tree.find((p) => p.id === 110000)!;
    expect(beijing.children[0]).toMatchObject({ id: 110100, name: '北京市' });
    expect(beijing.children[0]!.children).toContainEqual({ id: 110101, name: '东城区' });
    const districts = tree.flatMap((p) => p.children.flatMap((c) => c.children));
    expect(districts.length).toBeGreaterThan(2800);
  });

  it('is for signed-in users only', async () => {
    expect((await t.call(areaApi.tree, {})).code).toBe(401);
  });
});

describe('GET /system/area/get-by-ip', () => {
  it('names the province and city of an address, in the tree’s names', async () => {
    expect(await byIp('120.24.78.68')).toEqual({ code: 0, data: '广东省深圳市', msg: '' });
    expect((await byIp('114.247.50.2')).data).toBe('北京市');
    expect((await byIp('240e:47d:c20:1627:30a3:ba0d:a5e6:ec19')).data).toBe('广东省广州市');
    expect((await byIp('8.8.8.8')).data).toBe('美国');
    expect((await byIp('192.168.1.1')).data).toBe('内网IP');
  });

  it('refuses what is not an IP address with a clear 400', async () => {
    expect(await byIp('1.2.3')).toEqual({ code: 400, data: null, msg: 'IP 地址格式不正确：1.2.3' });
    expect((await byIp('abc')).msg).toBe('IP 地址格式不正确：abc');
    expect((await byIp('999.1.1.1')).code).toBe(400);
  });

  it('needs 地区查询', async () => {
    expect((await byIp('120.24.78.68', await t.loginPlain())).code).toBe(403);
  });
});
