/**
 * Avatar URLs leave the server absolute, as the reference answers them: built on the request's
 * origin (behind a trusted proxy, the forwarded one) or on PUBLIC_BASE_URL, while the database
 * keeps the path, so a change of host name breaks no stored avatar.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { API_BASE, authApi, userApi } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { user } from '../user/user.schema.ts';

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const apps: TestApp[] = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

async function uploadAvatar(t: TestApp, token: string, headers: Record<string, string>) {
  const boundary = '----tenon-avatar';
  const res = await t.app.inject({
    method: 'POST',
    url: `${API_BASE}/system/user/profile/update-avatar`,
    headers: { 'tenant-id': '1', authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, ...headers },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="avatarFile"; filename="me.png"\r\nContent-Type: image/png\r\n\r\n`),
      PNG_1X1,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  return res.json() as { code: number; data: string };
}

/** The avatar as each call that sends one answers it. */
async function avatarsSeen(t: TestApp, token: string, headers: Record<string, string>) {
  const call = <T>(path: string, query?: Record<string, string | number>) => t.api<T>({ path, query, token, headers });
  const page = await call<{ list: Array<{ id: number; avatar: string }> }>('/system/user/page', { pageNo: 1, pageSize: 100 });
  expect(page.data.list.length).toBeGreaterThan(0);
  return {
    profile: (await call<{ avatar: string }>('/system/user/profile/get')).data.avatar,
    permissionInfo: (await call<{ user: { avatar: string } }>('/system/auth/get-permission-info')).data.user.avatar,
    userGet: (await call<{ avatar: string }>('/system/user/get', { id: 1 })).data.avatar,
    userPage: page.data.list.find((u) => u.id === 1)!.avatar,
  };
}

describe('absolute avatar URLs', () => {
  it('are built on the request origin, the forwarded one behind a trusted proxy, and stored as a path', async () => {
    const t = await testApp({ trustProxy: true });
    apps.push(t);
    const s = await t.login();
    const uploaded = await uploadAvatar(t, s.accessToken, { host: 'console.example.com' });
    expect(uploaded.data).toMatch(/^http:\/\/console\.example\.com\/tri-real-api\/admin-api\/infra\/file\/\d+\/get\/[0-9a-f]{32}\.png$/);
    const path = new URL(uploaded.data).pathname;

    const stored = (await t.db.select({ avatar: user.avatar }).from(user).where(eq(user.id, 1)))[0]!.avatar;
    expect(stored).toBe(path);

    const direct = await avatarsSeen(t, s.accessToken, { host: 'console.example.com' });
    const url = `http://console.example.com${path}`;
    expect(direct).toEqual({ profile: url, permissionInfo: url, userGet: url, userPage: url });

    const proxied = await avatarsSeen(t, s.accessToken, { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'admin.example.org' });
    const forwarded = `https://admin.example.org${path}`;
    expect(proxied).toEqual({ profile: forwarded, permissionInfo: forwarded, userGet: forwarded, userPage: forwarded });
  });

  it('are built on PUBLIC_BASE_URL when it is configured', async () => {
    const t = await testApp({ publicBaseUrl: 'https://cdn.example.net' });
    apps.push(t);
    const s = await t.login();
    const uploaded = await uploadAvatar(t, s.accessToken, { host: 'internal:48080' });
    expect(uploaded.data).toMatch(/^https:\/\/cdn\.example\.net\/tri-real-api\/admin-api\/infra\/file\//);
    const url = uploaded.data;
    expect(await avatarsSeen(t, s.accessToken, { host: 'internal:48080' })).toEqual({ profile: url, permissionInfo: url, userGet: url, userPage: url });

    // A client that saves the user form sends the absolute URL back: it is stored as the path again.
    const got = await t.call(userApi.get, { query: { id: 1 }, as: s });
    const { id, username, nickname, deptId, postIds, email, mobile, sex, remark } = got.data;
    const saved = await t.call(userApi.update, { body: { id, username, nickname, deptId, postIds, email, mobile, sex, remark, avatar: url }, as: s });
    expect(saved.code).toBe(0);
    const stored = (await t.db.select({ avatar: user.avatar }).from(user).where(eq(user.id, 1)))[0]!.avatar;
    expect(stored).toBe(new URL(url).pathname);
  });

  it('leave an empty avatar empty', async () => {
    const t = apps[0]!;
    const s = await t.login('test', 'test123');
    const info = await t.call(authApi.getPermissionInfo, { as: s });
    expect(info.data.user.avatar).toBe('');
  });
});
