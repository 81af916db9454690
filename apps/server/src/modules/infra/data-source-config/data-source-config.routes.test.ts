// @postgres: with TEST_DATABASE_URL the catalogue also reads that server as an "external" data source
/**
 * 数据源配置 against the running app: the master listed first and immutable, a configuration that
 * cannot connect refused in the reference's words, a host the outbound policy refuses refused on
 * save, the password never answered and kept (or required again) on update, the system tenant
 * only. With TEST_DATABASE_URL, a configuration pointing at that server is saved and read.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes, dataSourceConfigApi, type Endpoint } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { infraDataSourceConfig } from './data-source-config.schema.ts';
import { eq } from 'drizzle-orm';

// Empty in the embedded pass (scripts/test.mjs clears it): only a real address names a server.
const externalUrl = process.env.TEST_DATABASE_URL || undefined;
const SECRET_KEY = 'data-source-config-test-key';

let t: TestApp;
let admin: Session;
let plain: Session;
let other: Session;
/** A loopback port nothing listens on: connecting is refused at once. */
let closedPort: number;
beforeAll(async () => {
  // 10.0.0.0/8 closed on top of the test start's policy (which lets loopback through for the local PostgreSQL).
  t = await testApp({ secretKey: SECRET_KEY, outbound: { allow: [], deny: ['10.0.0.0/8'], allowLocal: true } });
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closedPort = (server.address() as net.AddressInfo).port;
  await new Promise((resolve) => server.close(resolve));
});
afterAll(() => t?.close());

const body = (over: Partial<{ name: string; url: string; username: string; password: string }> = {}) => ({
  name: '测试库',
  url: `jdbc:postgresql://127.0.0.1:${closedPort}/tenon`,
  username: 'tenon',
  password: 'secret-1',
  ...over,
});

/** A row written straight to the table, as if it had connected when saved (the refusals need one to change). */
async function storedRow(password = ''): Promise<number> {
  const [row] = await t.db.insert(infraDataSourceConfig).values({ name: '已存', url: `jdbc:postgresql://127.0.0.1:${closedPort}/tenon`, username: 'tenon', password }).returning();
  return row!.id;
}

describe('who may use 数据源配置', () => {
  const calls: Array<[Endpoint, object]> = [
    [dataSourceConfigApi.list, {}],
    [dataSourceConfigApi.get, { query: { id: 0 } }],
    [dataSourceConfigApi.create, { body: body() }],
    [dataSourceConfigApi.delete, { query: { id: 1 } }],
  ];
  it('refuses a user without the permission, and another tenant’s administrator', async () => {
    for (const [e, opts] of calls) {
      expect((await t.call(e, { ...opts, as: plain })).code, e.path).toBe(ErrorCodes.FORBIDDEN.code);
      expect((await t.call(e, { ...opts, as: other })).code, e.path).toBe(ErrorCodes.SYSTEM_TENANT_ONLY.code);
    }
  });
});

describe('the master data source', () => {
  it('is listed first and read by get?id=0, without a password', async () => {
    const list = await t.callOk(dataSourceConfigApi.list, { as: admin });
    expect(list[0]).toMatchObject({ id: 0, name: 'master', passwordSet: false });
    expect(list[0]!.url).toMatch(process.env.TEST_DATABASE_URL ? /^postgres(ql)?:\/\/[^:@/]+(:\d+)?\/\w+/ : /^pglite:\/\//);
    expect(JSON.stringify(list[0])).not.toMatch(/password=|:[^/@]*@/);
    expect(await t.callOk(dataSourceConfigApi.get, { as: admin, query: { id: 0 } })).toEqual(list[0]);
  });

  it('cannot be changed or deleted', async () => {
    const update = await t.call(dataSourceConfigApi.update, { as: admin, body: { id: 0, ...body() } });
    expect(update).toMatchObject({ code: ErrorCodes.DATA_SOURCE_CONFIG_MASTER_READONLY.code, msg: '主数据源（master）是系统自身的数据库，不能修改或删除' });
    expect((await t.call(dataSourceConfigApi.delete, { as: admin, query: { id: 0 } })).code).toBe(ErrorCodes.DATA_SOURCE_CONFIG_MASTER_READONLY.code);
  });
});

describe('saving a configuration', () => {
  it('refuses one that cannot connect, in the reference’s words, and stores nothing', async () => {
    const before = (await t.callOk(dataSourceConfigApi.list, { as: admin })).length;
    const got = await t.call(dataSourceConfigApi.create, { as: admin, body: body() });
    expect(got).toMatchObject({ code: 1_001_007_001, msg: '数据源配置不正确，无法进行连接' });
    expect(await t.callOk(dataSourceConfigApi.list, { as: admin })).toHaveLength(before);
  });

  it('refuses a URL that is not PostgreSQL’s or carries the password, and a blank name', async () => {
    const mysql = await t.call(dataSourceConfigApi.create, { as: admin, body: body({ url: 'jdbc:mysql://127.0.0.1:3306/ruoyi-vue-pro' }) });
    expect(mysql.msg).toBe('数据源连接不正确：目前只支持 PostgreSQL 数据库（jdbc:postgresql://…）');
    const inline = await t.call(dataSourceConfigApi.create, { as: admin, body: body({ url: 'postgres://u:p@127.0.0.1/tenon' }) });
    expect(inline.msg).toContain('不要写在连接中');
    expect((await t.call(dataSourceConfigApi.create, { as: admin, body: body({ name: '  ' }) })).msg).toBe('数据源名称不能为空');
  });

  it('refuses an address the outbound policy forbids, before any connection', async () => {
    const privateNet = await t.call(dataSourceConfigApi.create, { as: admin, body: body({ url: 'jdbc:postgresql://10.1.2.3:5432/tenon' }) });
    expect(privateNet.code).toBe(ErrorCodes.DATA_SOURCE_CONFIG_URL_INVALID.code);
    expect(privateNet.msg).toMatch(/^数据源连接不正确：不允许连接：.*10\.1\.2\.3/);
    const metadata = await t.call(dataSourceConfigApi.create, { as: admin, body: body({ url: 'postgresql://169.254.169.254/tenon' }) });
    expect(metadata.msg).toContain('链路本地地址');
  });

  it('keeps the stored password on an update without one, and never answers it', async () => {
    const id = await storedRow('');
    const [sealed] = await t.db.update(infraDataSourceConfig).set({ password: 'v1:placeholder' }).where(eq(infraDataSourceConfig.id, id)).returning();
    expect(sealed!.password).toBe('v1:placeholder');
    const got = await t.callOk(dataSourceConfigApi.get, { as: admin, query: { id } });
    expect(got).toMatchObject({ id, name: '已存', username: 'tenon', passwordSet: true });
    expect(got).not.toHaveProperty('password');
    // The URL moves: the stored password must be given again, or it would go to the new host.
    const moved = await t.call(dataSourceConfigApi.update, { as: admin, body: { id, ...body({ url: 'jdbc:postgresql://127.0.0.2:5432/tenon', password: '' }) } });
    expect(moved).toMatchObject({ code: ErrorCodes.DATA_SOURCE_CONFIG_PASSWORD_REQUIRED.code, msg: '修改了数据源连接或用户名，请重新填写密码' });
    const renamed = await t.call(dataSourceConfigApi.update, { as: admin, body: { id, ...body({ username: 'someone-else', password: undefined }) } });
    expect(renamed.code).toBe(ErrorCodes.DATA_SOURCE_CONFIG_PASSWORD_REQUIRED.code);
    const [row] = await t.db.select().from(infraDataSourceConfig).where(eq(infraDataSourceConfig.id, id));
    expect(row!.password).toBe('v1:placeholder');
  });

  it('answers 不存在 for an unknown id, and deletes a stored one', async () => {
    expect((await t.call(dataSourceConfigApi.get, { as: admin, query: { id: 999_999 } })).msg).toBe('数据源配置不存在');
    const id = await storedRow();
    expect(await t.callOk(dataSourceConfigApi.delete, { as: admin, query: { id } })).toBe(true);
    expect((await t.call(dataSourceConfigApi.delete, { as: admin, query: { id } })).code).toBe(ErrorCodes.DATA_SOURCE_CONFIG_NOT_EXISTS.code);
  });
});

describe.runIf(externalUrl)('a configuration of a reachable PostgreSQL', () => {
  const target = new URL(externalUrl ?? 'postgres://x/y');
  const jdbc = `jdbc:postgresql://${target.hostname}:${target.port || 5432}${target.pathname}`;
  const login = { username: decodeURIComponent(target.username), password: decodeURIComponent(target.password) };

  it('is saved once it connects, its password sealed, kept on update and never answered', async () => {
    const id = await t.callOk(dataSourceConfigApi.create, { as: admin, body: { name: '外部库', url: jdbc, ...login, password: login.password || 'unused-by-trust-auth' } });
    const [row] = await t.db.select().from(infraDataSourceConfig).where(eq(infraDataSourceConfig.id, id));
    expect(row!.password).toMatch(/^v1:/);
    expect(await t.callOk(dataSourceConfigApi.update, { as: admin, body: { id, name: '外部库（改）', url: jdbc, username: login.username } })).toBe(true);
    const [kept] = await t.db.select().from(infraDataSourceConfig).where(eq(infraDataSourceConfig.id, id));
    expect(kept!.password).toBe(row!.password);
    const listed = (await t.callOk(dataSourceConfigApi.list, { as: admin })).find((c) => c.id === id);
    expect(listed).toMatchObject({ name: '外部库（改）', url: jdbc, passwordSet: true });
    expect(JSON.stringify(listed)).not.toContain('unused-by-trust-auth');
  });

  it('refuses a wrong database name with the reference’s words', async () => {
    const got = await t.call(dataSourceConfigApi.create, { as: admin, body: { name: '错库', url: `jdbc:postgresql://${target.hostname}:${target.port || 5432}/no_such_db_here`, ...login } });
    expect(got.msg).toBe('数据源配置不正确，无法进行连接');
  });

  it('leaves no connection open', async () => {
    const check = new pg.Client({ connectionString: externalUrl });
    await check.connect();
    try {
      const { rows } = await check.query("SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'tenon-data-source'");
      expect(rows[0].n).toBe(0);
    } finally {
      await check.end();
    }
  });
});
