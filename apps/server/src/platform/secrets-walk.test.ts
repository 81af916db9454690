/**
 * The secrets walk: no GET endpoint of the contract answers a credential. Known secrets are set
 * first (a mail password, an SMS secret, users' passwords, an OAuth2 client secret, a social
 * client's secret, the sessions' and an OAuth2 client's tokens, the SECRET_KEY itself); then the super administrator of the
 * system tenant and the administrator of another tenant call every GET endpoint of the console's
 * API, and the demo members of both tenants every one of the members' API, with path and
 * query values taken from the demo data, and no answer may hold any of those secrets, their
 * sealed or hashed forms, or any argon2 hash. A new GET endpoint is walked as soon as it is in
 * the contract; one whose required parameter the walk cannot fill fails here until it is given
 * a value below or a reason to skip it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  API_BASE,
  ConfigKeys,
  FileStorage,
  fileConfigApi,
  allEndpoints,
  apiBaseOf,
  fillPath,
  jobApi,
  memberAuthApi,
  surfaceOf,
  mailAccountApi,
  mailTemplateApi,
  oauth2ClientApi,
  smsChannelApi,
  smsTemplateApi,
  socialClientApi,
  SocialType,
  SOCIAL_USER_TYPE_ADMIN,
  userApi,
  type Endpoint,
} from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../test/testApp.ts';
import { readXlsx } from './excel.ts';
import { isolationOf } from './area.ts';
import { areas } from '../areas.ts';
import { mailAccount } from '../modules/system/mail/mail.schema.ts';
import { smsChannel } from '../modules/system/sms/sms.schema.ts';
import { user } from '../modules/system/user/user.schema.ts';
import { oauth2Client } from '../modules/system/oauth2/oauth2.schema.ts';
import { socialClient, socialUser } from '../modules/system/social/social.schema.ts';
import { infraFileConfig } from '../modules/infra/file/file.schema.ts';
import { infraDataSourceConfig } from '../modules/infra/data-source-config/data-source-config.schema.ts';
import { hashToken } from '../modules/system/auth/token.service.ts';
import { protocol } from '../modules/system/oauth2/testing/oauth2-helpers.ts';

const SECRET_KEY = 'walk-secret-key-6d1f0c2a';
const MAIL_PASSWORD = 'walk-mail-pass-8c41e7';
const SMS_SECRET = 'walk-sms-secret-5b93d2';
const USER_PASSWORD = 'walk-user-pass-27fa61';
const OTHER_TENANT_USER_PASSWORD = 'walk-user-pass-121-9e0b';
const CLIENT_SECRET = 'walk-client-secret-4a7c';
const SOCIAL_SECRET = 'walk-social-secret-3d8e';
const S3_SECRET = 'walk-s3-secret-61b0f4';
/** A sealed-looking 数据源配置 password: the row is written straight (saving one needs a server that answers). */
const DATA_SOURCE_SEALED = 'v1:walkDataSourcePasswordSealed0';

/** GET endpoints the walk does not call, and why. */
const SKIPPED: Record<string, string> = {
  'GET /system/notify-message/unread-count-stream': 'server-sent events: the stream never ends; it carries the unread count only',
};

/** Values of the required parameters that are not a record's own `id`. */
const fixedValues: Record<string, string | number> = {
  name: '榫卯科技',
  text: '检测这段文本',
  ip: '202.96.128.86',
  key: 'sys.user.init-password',
  type: 'common_status',
  redirectUri: 'https://admin.example.com/social-login?type=30',
  path: 'walk-missing.png',
  // 支付渠道's get names the app's channel by its code: the demo app's mock (no secrets) and any other.
  code: 'alipay_pc',
  // The members' settlement prices a cart: the demo's first SKU, once.
  skuIds: 1,
  counts: 1,
  // 代码生成's import lists the master data source's tables (the product's own database).
  dataSourceConfigId: 0,
};
/** Parameters naming a record: the first `id` a list endpoint answers. */
const idSources: Record<string, string> = {
  userId: '/system/user/page',
  roleId: '/system/role/list-all-simple',
  processInstanceId: '/bpm/process-instance/my-page',
  taskId: '/bpm/task/todo-page',
  parentId: '/bpm/task/todo-page',
  messageId: '/system/notify-message/my-page',
  configId: '/infra/file-config/page',
  appId: '/pay/app/list',
  // 代码生成's demo tables: detail and preview must not answer a secret of the tables they describe.
  tableId: '/infra/codegen/table/page',
};
/** Where a `<base>/get`-style endpoint finds an id of its own kind, tried in order. */
const LIST_SUFFIXES = ['page', 'list', 'list-all-simple', 'get-simple-list', 'my-page'];

let t: TestApp;
let superAdmin: Session;
let tenantAdmin: Session;
/** The demo members of both tenants: they walk the app surface's GET endpoints. */
let members: Session[] = [];
const secrets: string[] = [];
/** The records holding the secrets: their `get` is walked on them, not on whatever lists first. */
const ownIds: Record<string, number> = {};
let clientId = '';

beforeAll(async () => {
  t = await testApp({ secretKey: SECRET_KEY });
  // The walks' records are made by the administrator, who leads their own department and so would
  // approve the leave they ask for: separation of duties is off for them.
  await t.setConfig(ConfigKeys.BPM_FORBID_STARTER_APPROVAL, 'false');
  [superAdmin, tenantAdmin] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  // A run of the demo job, so 调度日志's calls have a row to answer.
  const [demoJob] = (await t.callOk(jobApi.page, { query: {}, as: superAdmin })).list;
  await t.callOk(jobApi.trigger, { query: { id: demoJob!.id }, as: superAdmin });
  await t.app.jobs.runner.idle();
  members = await Promise.all(
    [['15601691300', 1], ['15601691301', 121]].map(async ([mobile, tenantId]) => ({
      ...(await t.callOk(memberAuthApi.login, { body: { mobile: String(mobile), password: 'member123' }, tenantId: Number(tenantId) })),
      tenantId: Number(tenantId),
    })),
  );

  ownIds['/system/mail-account/get'] = await t.callOk(mailAccountApi.create, {
    body: { mail: 'walk@tenon.test', username: 'walk@tenon.test', password: MAIL_PASSWORD, host: '127.0.0.1', port: 1, sslEnable: false },
    as: superAdmin,
  });
  ownIds['/system/sms-channel/get'] = await t.callOk(smsChannelApi.create, {
    body: { signature: '巡检', code: 'DEBUG', status: 0, apiKey: 'walk-key', apiSecret: SMS_SECRET },
    as: superAdmin,
  });
  ownIds['/system/user/get'] = await t.callOk(userApi.create, { body: { username: 'walker', nickname: '巡检用户', password: USER_PASSWORD }, as: superAdmin });
  await t.callOk(userApi.create, { body: { username: 'walker121', nickname: '巡检用户', password: OTHER_TENANT_USER_PASSWORD }, as: tenantAdmin });
  ownIds['/system/social-client/get'] = await t.callOk(socialClientApi.create, {
    body: { name: '巡检三方应用', socialType: SocialType.WECHAT_ENTERPRISE, userType: SOCIAL_USER_TYPE_ADMIN, clientId: 'walk-corp', agentId: '1000002', clientSecret: SOCIAL_SECRET, status: 1 },
    as: superAdmin,
  });
  // A 文件配置 of S3 (saved, never connected to): its accessSecret is write-only.
  const [dataSource] = await t.db.insert(infraDataSourceConfig).values({ name: '巡检数据源', url: 'jdbc:postgresql://127.0.0.1:9/walk', username: 'walk', password: DATA_SOURCE_SEALED }).returning();
  ownIds['/infra/data-source-config/get'] = dataSource!.id;
  ownIds['/infra/file-config/get'] = await t.callOk(fileConfigApi.create, {
    body: { name: '巡检存储', storage: FileStorage.S3, config: { endpoint: 'http://127.0.0.1:9', bucket: 'walk-bucket', accessKey: 'walk-access-key', accessSecret: S3_SECRET } },
    as: superAdmin,
  });
  // A social user is made by a sign-in only: one written here, as a sign-in would.
  const [walkSocialUser] = await t.db.insert(socialUser).values({ tenantId: 1, type: SocialType.GITEE, openid: 'walk-openid', nickname: '巡检' }).returning();
  ownIds['/system/social-user/get'] = walkSocialUser!.id;
  clientId = 'walk-client';
  ownIds['/system/oauth2-client/get'] = await t.callOk(oauth2ClientApi.create, {
    body: {
      clientId,
      secret: CLIENT_SECRET,
      name: '巡检应用',
      status: 0,
      accessTokenValiditySeconds: 1800,
      refreshTokenValiditySeconds: 43200,
      redirectUris: ['http://127.0.0.1:18080/callback'],
      authorizedGrantTypes: ['client_credentials'],
      scopes: ['user.read'],
    },
    as: superAdmin,
  });
  const granted = await protocol(t, '/system/oauth2/token', { grant_type: 'client_credentials', client_id: clientId, client_secret: CLIENT_SECRET, scope: 'user.read' }, { headers: { 'tenant-id': '1' } });
  expect(granted.status, JSON.stringify(granted.json)).toBe(200);
  const clientToken = String(granted.json.access_token);

  // Logs that carry the accounts and channels: a mail (its SMTP server is not there) and an SMS.
  await t.callOk(mailTemplateApi.create, {
    body: { name: '巡检', code: 'walk-mail', accountId: ownIds['/system/mail-account/get'], title: '巡检', content: '<p>{x}</p>', status: 0 },
    as: superAdmin,
  });
  await t.callOk(mailTemplateApi.sendMail, { body: { mail: 'reader@example.com', templateCode: 'walk-mail', templateParams: { x: '1' } }, as: superAdmin });
  await t.callOk(smsTemplateApi.create, {
    body: { type: 2, status: 0, code: 'walk-sms', name: '巡检', content: '巡检{x}', apiTemplateId: 'walk', channelId: ownIds['/system/sms-channel/get'] },
    as: superAdmin,
  });
  await t.callOk(smsTemplateApi.sendSms, { body: { mobile: '13900009999', templateCode: 'walk-sms', templateParams: { x: '1' } }, as: superAdmin });
  // One record of every tenant-owned kind the demo may lack (forms, groups; a leave, so a process
  // with a task waiting), made as the isolation walk makes them.
  for (const r of isolationOf(areas).records) {
    const created = await t.api({ method: 'POST', path: `${r.api}/create`, body: r.create(), token: superAdmin.accessToken });
    expect(created.code, `${r.api}/create: ${created.msg}`).toBe(0);
  }
  await Promise.all([t.app.sms.idle(), t.app.mail.idle()]);

  const [account] = await t.db.select().from(mailAccount).where(eq(mailAccount.id, ownIds['/system/mail-account/get']));
  const [channel] = await t.db.select().from(smsChannel).where(eq(smsChannel.id, ownIds['/system/sms-channel/get']));
  const [client] = await t.db.select().from(oauth2Client).where(eq(oauth2Client.clientId, clientId));
  const [social] = await t.db.select().from(socialClient).where(eq(socialClient.id, ownIds['/system/social-client/get']));
  const [fileConfig] = await t.db.select().from(infraFileConfig).where(eq(infraFileConfig.id, ownIds['/infra/file-config/get']));
  const walkers = await t.db.select({ password: user.password }).from(user).where(eq(user.nickname, '巡检用户'));
  const tokens = [superAdmin.accessToken, superAdmin.refreshToken, tenantAdmin.accessToken, tenantAdmin.refreshToken, clientToken];
  secrets.push(
    SECRET_KEY,
    MAIL_PASSWORD,
    account!.password,
    SMS_SECRET,
    channel!.apiSecret,
    USER_PASSWORD,
    OTHER_TENANT_USER_PASSWORD,
    ...walkers.map((w) => w.password),
    CLIENT_SECRET,
    client!.secretHash,
    SOCIAL_SECRET,
    social!.clientSecret,
    S3_SECRET,
    fileConfig!.config.accessSecret!,
    DATA_SOURCE_SEALED,
    ...tokens,
    ...tokens.map(hashToken),
  );
  expect(walkers).toHaveLength(2);
  const memberTokens = members.flatMap((m) => [m.accessToken, m.refreshToken]);
  secrets.push(...memberTokens, ...memberTokens.map(hashToken));
  expect(secrets.every((s) => s.length >= 16)).toBe(true);
});
afterAll(() => t.close());

const key = (e: Endpoint) => `${e.method} ${e.path}`;
const requiredOf = (e: Endpoint) => [
  ...((e.query as { required?: string[] } | undefined)?.required ?? []),
  ...Object.keys((e.params as { properties?: object } | undefined)?.properties ?? {}),
];

async function get(as: Session, path: string, query: Record<string, string | number> = {}, base = API_BASE) {
  return t.app.inject({
    method: 'GET',
    url: `${base}${path}`,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: { authorization: `Bearer ${as.accessToken}`, 'tenant-id': String(as.tenantId) },
  });
}

/** The first `id` a list endpoint answers this caller (a page's list, or a plain or tree array); a process definition's is text. */
async function firstId(as: Session, path: string, base = API_BASE): Promise<string | number | undefined> {
  const res = await get(as, path, {}, base);
  if (res.statusCode !== 200) return undefined;
  const data = (res.json() as { data?: unknown }).data;
  const list = Array.isArray(data) ? data : (data as { list?: unknown[] } | undefined)?.list;
  const id = (list?.[0] as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' || typeof id === 'string' ? id : undefined;
}

/** A value for each required parameter, from this caller's records or the super administrator's. */
async function valuesFor(e: Endpoint, as: Session): Promise<Record<string, string | number>> {
  const values: Record<string, string | number> = {};
  for (const name of requiredOf(e)) {
    let value: string | number | undefined = name === 'clientId' ? clientId : fixedValues[name];
    if (value === undefined && name === 'id') {
      const base = e.path.slice(0, e.path.lastIndexOf('/'));
      const lists = LIST_SUFFIXES.map((s) => `${base}/${s}`).filter((p) => allEndpoints.some((l) => l.method === 'GET' && l.path === p && requiredOf(l).length === 0));
      value = ownIds[e.path];
      // An app endpoint's list is the caller's own surface's (the super administrator's is the console's).
      for (const who of [as, superAdmin]) for (const list of lists) value ??= await firstId(who, list, who === superAdmin ? API_BASE : apiBaseOf(e));
    }
    if (value === undefined && idSources[name]) {
      for (const who of [as, superAdmin]) value ??= await firstId(who, idSources[name]);
    }
    if (value === undefined) throw new Error(`${key(e)}: no value for its required parameter "${name}"; give the walk one, or list the endpoint in SKIPPED with a reason`);
    values[name] = value;
  }
  return values;
}

/** What the caller can read in the answer: the JSON as sent, or a spreadsheet's cells. */
async function answerText(res: Awaited<ReturnType<typeof get>>): Promise<string> {
  if (String(res.headers['content-type']).includes('spreadsheetml')) return JSON.stringify(await readXlsx(res.rawPayload));
  return res.body;
}

describe('the secrets walk', () => {
  it('lists only endpoints that exist among its skipped ones', () => {
    expect(Object.keys(SKIPPED).filter((k) => !allEndpoints.some((e) => key(e) === k))).toEqual([]);
  });

  it('finds no credential, sealed value, token, token hash or password hash in any GET answer', async () => {
    const walked = allEndpoints.filter((e) => e.method === 'GET' && !(key(e) in SKIPPED));
    let answered = 0;
    for (const as of [superAdmin, tenantAdmin, ...members]) {
      // Each caller on its own surface: the administrators on the console's API, the members on theirs.
      for (const e of walked.filter((w) => (surfaceOf(w) === 'app') === members.includes(as))) {
        const values = await valuesFor(e, as);
        const paramNames = Object.keys((e.params as { properties?: object } | undefined)?.properties ?? {});
        const query = Object.fromEntries(Object.entries(values).filter(([k]) => !paramNames.includes(k)));
        const res = await get(as, e.params ? fillPath(e.path, values) : e.path, query, apiBaseOf(e));
        const text = await answerText(res);
        const where = `${key(e)} as tenant ${as.tenantId}`;
        expect(res.statusCode, `${where}: ${text.slice(0, 200)}`).toBeLessThan(500);
        for (const secret of secrets) expect(text.includes(secret), `${where} answers a credential`).toBe(false);
        expect(text, `${where} answers a password hash`).not.toContain('$argon2');
        const json = String(res.headers['content-type']).includes('json') ? (JSON.parse(text) as { code?: unknown }) : undefined;
        if (json === undefined || json.code === 0 || json.code === undefined) answered++;
      }
    }
    console.log(`secrets walk: ${walked.length} GET endpoints called by 2 administrators or 2 members (${answered} answers with data), ${Object.keys(SKIPPED).length} skipped; no credential in any answer`);
  });
});
