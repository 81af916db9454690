// @postgres: bytea content through each driver (PGlite hands back a Uint8Array, node-postgres a Buffer), the master's partial unique index and update-master's transaction, the unique path an upload claims
/**
 * 文件管理 over HTTP: the reference console's upload (its ImageUpload, as its client sends it) and
 * the public read of the answered URL; upload, read and delete through each storage (数据库, 本地磁盘,
 * S3 on a local s3rver); types from magic bytes and how each is served; paths refused; the size
 * limit from 配置管理; the master rules; the S3 secret never answered; who may call what.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { API_BASE, ConfigKeys, ErrorCodes, FileStorage, fileApi, fileConfigApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { readXlsx } from '../../../platform/excel.ts';
import { infraFileConfig } from './file.schema.ts';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
const S3_SECRET = 'file-walk-s3-secret-7c1e9a';
const BUCKET = 'tenon-files';

let t: TestApp;
let admin: Session;
let other: Session;
let s3: S3rver;
let s3Endpoint: string;
let s3Dir: string;

beforeAll(async () => {
  t = await testApp();
  [admin, other] = await Promise.all([t.login(), t.login('admin110', 'admin123', 121)]);
  s3Dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-s3rver-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  await t.close();
  await s3.close();
  fs.rmSync(s3Dir, { recursive: true, force: true });
});

/** A multipart body as a browser's FormData sends it: one file part (with the client's type) and text fields. */
function form(file: { field?: string; name: string; content: Buffer; type?: string }, fields: Record<string, string> = {}) {
  const boundary = '----WebKitFormBoundaryTenonFiles';
  const parts: Buffer[] = Object.entries(fields).map(([k, v]) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POST /admin-api/infra/file/upload exactly as the reference's ImageUpload does: bearer token, `tenant-id`, field `file`. */
async function upload(as: Session, name: string, content: Buffer, opts: { path?: string; type?: string; tenantId?: number } = {}) {
  const { payload, contentType } = form({ name, content, type: opts.type }, opts.path ? { path: opts.path } : {});
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/infra/file/upload`,
    headers: { authorization: `Bearer ${as.accessToken}`, 'tenant-id': String(opts.tenantId ?? 1), 'content-type': contentType },
    payload,
  });
  return res.json() as { code: number; data: string; msg: string };
}

/** GET a URL the way an <img> does: no Authorization, no tenant-id. */
const fetchAnonymously = (url: string) => t.app.inject({ method: 'GET', url: new URL(url, 'http://localhost').pathname });

type ConfigBody = BodyOf<typeof fileConfigApi.create>;
const createConfig = (body: ConfigBody) => t.call(fileConfigApi.create, { body, as: admin });
const makeMaster = (id: number) => t.callOk(fileConfigApi.updateMaster, { query: { id }, as: admin });
const s3Body = (more: Partial<ConfigBody['config']> = {}): ConfigBody => ({
  name: 'S3（测试）',
  storage: FileStorage.S3,
  config: { endpoint: s3Endpoint, bucket: BUCKET, accessKey: 'S3RVER', accessSecret: S3_SECRET, pathStyle: true, ...more },
});
const masterId = async () => (await t.callOk(fileConfigApi.page, { query: { pageSize: 100 }, as: admin })).list.find((c) => c.master)!.id;

describe('the reference console’s upload (its ImageUpload, as an OAuth2 client’s logo)', () => {
  it('answers { code: 0, data: <url> } and the URL serves the image to a request with no sign-in', async () => {
    const res = await upload(admin, 'logo.png', PNG, { type: 'image/png' });
    expect(res.code).toBe(0);
    expect(res.data).toMatch(/^http:\/\/localhost:80\/tri-real-api\/admin-api\/infra\/file\/\d+\/get\/[0-9a-f]{32}\.png$/);
    const served = await fetchAnonymously(res.data);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toBe('inline');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(PNG)).toBe(true);
  });

  it('is open to any signed-in user of any tenant, and to nobody signed out', async () => {
    expect((await upload(other, 'logo.png', PNG, { tenantId: 121 })).code).toBe(0);
    const { payload, contentType } = form({ name: 'x.png', content: PNG });
    const anonymous = await t.app.inject({ method: 'POST', url: `${API_BASE}/infra/file/upload`, headers: { 'tenant-id': '1', 'content-type': contentType }, payload });
    expect(anonymous.json().code).toBe(401);
  });
});

describe('types come from the content, never the name or the client’s header', () => {
  it('serves a PNG named .txt as image/png', async () => {
    const res = await upload(admin, 'notes.txt', PNG, { type: 'text/plain' });
    expect(res.data).toMatch(/\.png$/);
    const served = await fetchAnonymously(res.data);
    expect(served.headers['content-type']).toBe('image/png');
    const list = await t.callOk(fileApi.page, { query: { pageSize: 100 }, as: admin });
    expect(list.list.find((f) => f.url === res.data)).toMatchObject({ name: 'notes.txt', type: 'image/png', size: PNG.length });
  });

  it('serves HTML named .png, and SVG, as a download of application/octet-stream', async () => {
    for (const [name, content] of [['evil.png', HTML], ['icon.svg', SVG]] as const) {
      const res = await upload(admin, name, content, { type: 'image/png' });
      expect(res.code).toBe(0);
      const served = await fetchAnonymously(res.data);
      expect(served.headers['content-type']).toBe('application/octet-stream');
      expect(served.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(content)).toBe(true);
    }
  });
});

describe('paths', () => {
  it('keeps an uploader’s own path and refuses it taken a second time', async () => {
    const res = await upload(admin, 'a.png', PNG, { path: 'docs/2026/a.png' });
    expect(res.data).toContain('/get/docs%2F2026%2Fa.png');
    expect((await fetchAnonymously(res.data)).headers['content-type']).toBe('image/png');
    expect(await upload(admin, 'a.png', PNG, { path: 'docs/2026/a.png' })).toMatchObject({ code: ErrorCodes.FILE_PATH_EXISTS.code, msg: '文件路径已存在' });
  });

  it('refuses traversal, absolute paths, backslashes, NUL and empty segments on upload', async () => {
    for (const bad of ['../secret.key', 'a/../../secret.key', '/etc/passwd', 'C:/x.png', 'a\\b.png', 'a\u0000b.png', 'a//b.png', './a.png']) {
      const res = await upload(admin, 'x.png', PNG, { path: bad });
      expect(res.code, bad).toBe(ErrorCodes.FILE_PATH_INVALID.code);
    }
  });

  it('refuses them on read too, so nothing outside the storage is ever served', async () => {
    const id = await masterId();
    for (const bad of ['..%2Fsecret.key', '..%2F..%2Fsecret.key', '%2Fetc%2Fpasswd', 'a%5Cb', 'a%2F%2Fb', '.%2Fa.png']) {
      const res = await t.app.inject({ method: 'GET', url: `${API_BASE}/infra/file/${id}/get/${bad}` });
      expect(res.json().code, bad).toBe(ErrorCodes.FILE_PATH_INVALID.code);
    }
    // A NUL in a URL is refused before any route sees it.
    expect((await t.app.inject({ method: 'GET', url: `${API_BASE}/infra/file/${id}/get/a%00b` })).json().code).toBe(400);
    const missing = await t.app.inject({ method: 'GET', url: `${API_BASE}/infra/file/${id}/get/nothing-here.png` });
    expect(missing.json()).toMatchObject({ code: ErrorCodes.FILE_NOT_EXISTS.code, msg: '文件不存在' });
  });
});

describe('the size limit is 配置管理’s infra.file.max-size-mb', () => {
  it('refuses a larger upload with the limit in its message, and follows a change at once', async () => {
    await t.setConfig(ConfigKeys.FILE_MAX_SIZE_MB, '1');
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 + 10)]);
    expect(await upload(admin, 'big.png', big)).toMatchObject({ code: ErrorCodes.FILE_TOO_LARGE.code, msg: '文件不能超过 1 MB' });
    await t.setConfig(ConfigKeys.FILE_MAX_SIZE_MB, '2');
    expect((await upload(admin, 'big.png', big)).code).toBe(0);
    await t.setConfig(ConfigKeys.FILE_MAX_SIZE_MB, '10');
    // Past the multipart parser's default (the avatar's 2 MB): the configured limit is the one that counts.
    expect((await upload(admin, 'photo.png', Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]))).code).toBe(0);
    expect(await upload(admin, 'empty.png', Buffer.alloc(0))).toMatchObject({ code: ErrorCodes.FILE_IS_EMPTY.code, msg: '文件为空' });
  });
});

describe('each storage: upload, read, delete', () => {
  const roundTrip = async (configId: number) => {
    await makeMaster(configId);
    const res = await upload(admin, 'pic.png', PNG);
    expect(res.code).toBe(0);
    expect(res.data).toContain(`/infra/file/${configId}/get/`);
    const served = await fetchAnonymously(res.data);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    const row = (await t.callOk(fileApi.page, { query: { pageSize: 100 }, as: admin })).list.find((f) => f.url === res.data)!;
    expect(row.configId).toBe(configId);
    expect((await t.call(fileApi.delete, { query: { id: row.id }, as: admin })).data).toBe(true);
    expect((await fetchAnonymously(res.data)).json().code).toBe(ErrorCodes.FILE_NOT_EXISTS.code);
    return row;
  };
  let first: number;
  beforeAll(async () => {
    first = await masterId();
  });
  afterAll(async () => {
    await makeMaster(first);
  });

  it('数据库', async () => {
    const id = (await createConfig({ name: '数据库（测试）', storage: FileStorage.DB, config: { domain: '' } })).data;
    await roundTrip(id);
  });

  it('本地磁盘 (a relative base path is under the data folder)', async () => {
    const id = (await createConfig({ name: '本地（测试）', storage: FileStorage.LOCAL, config: { basePath: 'test-local' } })).data;
    await roundTrip(id);
  });

  it('S3 (a local s3rver)', async () => {
    const id = (await createConfig(s3Body())).data;
    await roundTrip(id);
  });

  it('leaves no row behind when the storage cannot take the file', async () => {
    const id = (await createConfig(s3Body({ endpoint: 'http://127.0.0.1:9' }))).data;
    await makeMaster(id);
    const before = (await t.callOk(fileApi.page, { query: {}, as: admin })).total;
    expect((await upload(admin, 'pic.png', PNG, { path: 'unreachable.png' })).code).toBe(ErrorCodes.FILE_STORAGE_FAILED.code);
    expect((await t.callOk(fileApi.page, { query: {}, as: admin })).total).toBe(before);
  });

  it('测试 stores a small image through the configuration and answers its URL', async () => {
    const id = (await createConfig(s3Body({ bucket: BUCKET }))).data;
    const url = await t.callOk(fileConfigApi.test, { query: { id }, as: admin });
    expect(url).toMatch(new RegExp(`/infra/file/${id}/get/test-[0-9a-f-]+\\.png$`));
    expect((await fetchAnonymously(url)).headers['content-type']).toBe('image/png');
    const unreachable = (await createConfig(s3Body({ endpoint: 'http://127.0.0.1:9' }))).data;
    expect((await t.call(fileConfigApi.test, { query: { id: unreachable }, as: admin })).code).toBe(ErrorCodes.FILE_STORAGE_FAILED.code);
  });
});

describe('文件配置', () => {
  it('has exactly one master: update-master moves it, the master is not deleted', async () => {
    const before = await masterId();
    const id = (await createConfig({ name: '数据库（主配置测试）', storage: FileStorage.DB, config: { domain: '' } })).data;
    const masters = async () => (await t.callOk(fileConfigApi.page, { query: { pageSize: 100 }, as: admin })).list.filter((c) => c.master).map((c) => c.id);
    expect(await masters()).toEqual([before]);
    await makeMaster(id);
    expect(await masters()).toEqual([id]);
    expect(await t.call(fileConfigApi.delete, { query: { id }, as: admin })).toMatchObject({
      code: ErrorCodes.FILE_CONFIG_DELETE_FAIL_MASTER.code,
      msg: '该文件配置不允许删除，原因：它是主配置，删除会导致无法上传文件',
    });
    await makeMaster(before);
    expect((await t.call(fileConfigApi.delete, { query: { id }, as: admin })).data).toBe(true);
    expect((await t.call(fileConfigApi.get, { query: { id }, as: admin })).code).toBe(ErrorCodes.FILE_CONFIG_NOT_EXISTS.code);
  });

  it('refuses FTP and SFTP, and settings a storage cannot use', async () => {
    expect((await createConfig({ name: 'db', storage: FileStorage.DB, config: {} })).code).toBe(400);
    expect((await createConfig({ name: 'ftp', storage: FileStorage.FTP, config: { host: 'ftp.example.com' } })).msg).toBe('暂不支持该存储器：FTP 服务器，请使用数据库、本地磁盘或 S3 对象存储');
    expect((await createConfig({ name: 'sftp', storage: FileStorage.SFTP, config: { host: 'sftp.example.com' } })).code).toBe(ErrorCodes.FILE_CONFIG_STORAGE_UNSUPPORTED.code);
    expect((await createConfig({ name: 'l', storage: FileStorage.LOCAL, config: { domain: '' } })).msg).toBe('文件配置不正确：本地磁盘须填写基础路径');
    for (const basePath of ['.', '..', 'files', 'files/avatars', '/']) {
      expect((await createConfig({ name: 'l', storage: FileStorage.LOCAL, config: { basePath } })).code, basePath).toBe(ErrorCodes.FILE_CONFIG_INVALID.code);
    }
    expect((await createConfig(s3Body({ endpoint: 'ftp://x' }))).code).toBe(ErrorCodes.FILE_CONFIG_INVALID.code);
    // The outbound policy: the cloud metadata address is never an endpoint.
    expect((await createConfig(s3Body({ endpoint: 'http://169.254.169.254' }))).msg).toMatch(/^文件配置不正确：节点地址不允许连接：169\.254\.169\.254 /);
    expect((await createConfig(s3Body({ accessSecret: '' }))).msg).toBe('文件配置不正确：须填写 accessSecret');
  });

  it('never answers the S3 secret, keeps it sealed, and keeps it on an update without one unless the endpoint or bucket moves', async () => {
    const id = (await createConfig(s3Body())).data;
    const got = await t.callOk(fileConfigApi.get, { query: { id }, as: admin });
    expect(got.config).toEqual({ endpoint: s3Endpoint, bucket: BUCKET, accessKey: 'S3RVER', pathStyle: true });
    const page = await t.call(fileConfigApi.page, { query: { pageSize: 100 }, as: admin });
    expect(JSON.stringify(page)).not.toContain(S3_SECRET);
    const xlsx = await t.download(fileConfigApi.export, { query: {}, as: admin });
    expect(JSON.stringify(await readXlsx(xlsx.rawPayload))).not.toContain(S3_SECRET);
    const [row] = await t.db.select().from(infraFileConfig).where(eq(infraFileConfig.id, id));
    expect(row!.config.accessSecret).toMatch(/^v1:/);
    expect(JSON.stringify(row)).not.toContain(S3_SECRET);

    const { accessSecret: _, ...withoutSecret } = s3Body().config;
    expect((await t.call(fileConfigApi.update, { body: { id, ...s3Body(), name: '改名', config: withoutSecret }, as: admin })).data).toBe(true);
    const url = await t.callOk(fileConfigApi.test, { query: { id }, as: admin });
    expect((await fetchAnonymously(url)).statusCode).toBe(200);
    const moved = await t.call(fileConfigApi.update, { body: { id, ...s3Body(), config: { ...withoutSecret, endpoint: 'http://attacker.example.com' } }, as: admin });
    expect(moved).toMatchObject({ code: ErrorCodes.FILE_CONFIG_SECRET_REQUIRED.code, msg: '修改了节点地址或 bucket，请重新填写 accessSecret' });
  });

  it('is the system tenant’s: another tenant’s administrator is refused the list and the storage set-up', async () => {
    expect((await t.call(fileApi.page, { query: {}, as: other })).code).toBe(403);
    expect((await t.call(fileConfigApi.page, { query: {}, as: other })).code).toBe(403);
    expect((await t.call(fileConfigApi.create, { body: { name: 'x', storage: FileStorage.DB, config: { domain: '' } }, as: other })).code).toBe(403);
  });
});
