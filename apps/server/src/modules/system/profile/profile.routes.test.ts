import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE, authApi, userProfileApi } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(field: string, filename: string, content: Buffer, type = 'image/png') {
  const boundary = '----tenon-test-boundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('GET /system/user/profile/get', () => {
  it('answers the caller with roles, department and posts, and never the password', async () => {
    const s = await t.login();
    const res = await t.call(userProfileApi.get, { as: s });
    expect(res.data).toMatchObject({
      id: 1,
      username: 'admin',
      nickname: '系统管理员',
      roles: [{ id: 1, name: '超级管理员' }],
      dept: { id: 103, name: '研发部门' },
      posts: [{ id: 1, name: '董事长' }],
    });
    expect(JSON.stringify(res.data)).not.toMatch(/password|argon2/);
  });
});

describe('PUT /system/user/profile/update', () => {
  it('changes only the caller, even when the body names another user id', async () => {
    const s = await t.login('test', 'test123');
    // Raw: the body names an id the contract does not declare.
    const res = await t.api({ method: userProfileApi.update.method, path: userProfileApi.update.path, token: s.accessToken, body: { id: 1, nickname: '  测试号二 ', email: 'test2@tenon.local', mobile: '13912345678', sex: 1 } });
    expect(res).toEqual({ code: 0, data: true, msg: '' });
    const mine = await t.call(userProfileApi.get, { as: s });
    expect(mine.data).toMatchObject({ id: 100, nickname: '测试号二', email: 'test2@tenon.local', mobile: '13912345678', sex: 1 });
    const admin = await t.login();
    expect((await t.call(userProfileApi.get, { as: admin })).data.nickname).toBe('系统管理员');
  });

  it('rejects bad values with messages naming the field, and a mobile another user has', async () => {
    const s = await t.login('test', 'test123');
    // Raw: bad values the contract's body type would not let through.
    const call = (body: object) => t.api({ method: userProfileApi.update.method, path: userProfileApi.update.path, body, token: s.accessToken });
    expect((await call({ nickname: '' })).msg).toBe('用户昵称不能为空');
    expect((await call({ nickname: 'x', mobile: '12345' })).msg).toBe('手机号码格式不正确');
    expect((await call({ nickname: 'x', email: 'not-an-email' })).msg).toBe('邮箱格式不正确');
    expect((await call({ nickname: 'x', sex: 7 })).msg).toBe('用户性别不能大于 2');
    expect(await call({ nickname: 'x', mobile: '15612345678' })).toEqual({ code: 1002003001, data: null, msg: '手机号已经存在' });
  });
});

describe('PUT /system/user/profile/update-password', () => {
  it('needs the old password, then the new one works and other sessions are signed out', async () => {
    const [a, b] = [await t.login('test', 'test123'), await t.login('test', 'test123')];
    // Raw: the same call with bodies the contract's types refuse, from one helper.
    const call = (body: object) => t.api({ method: userProfileApi.updatePassword.method, path: userProfileApi.updatePassword.path, body, token: a.accessToken });
    expect(await call({ oldPassword: 'wrong', newPassword: 'secret99' })).toEqual({ code: 1002003005, data: null, msg: '旧密码不正确' });
    expect((await call({ oldPassword: 'test123', newPassword: '123' })).msg).toBe('新密码长度不能少于 6 个字符');
    expect((await call({ oldPassword: 'test123', newPassword: 'secret99' })).data).toBe(true);
    expect((await t.call(authApi.getPermissionInfo, { as: a })).code).toBe(0);
    expect((await t.call(authApi.getPermissionInfo, { as: b })).code).toBe(401);
    await expect(t.login('test', 'test123')).rejects.toThrow('1002000000');
    const c = await t.login('test', 'secret99');
    await t.call(userProfileApi.updatePassword, { body: { oldPassword: 'secret99', newPassword: 'test123' }, as: c });
  });
});

describe('POST /system/user/profile/update-avatar', () => {
  const upload = async (token: string, field: string, name: string, content: Buffer, method: 'POST' | 'PUT' = 'POST') => {
    const { body, contentType } = multipart(field, name, content);
    const res = await t.app.inject({
      method,
      url: `${API_BASE}/system/user/profile/update-avatar`,
      headers: { 'tenant-id': '1', authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    return res.json() as { code: number; data: string; msg: string };
  };

  it('stores an image through the file service, sets it as the avatar and serves it back', async () => {
    const s = await t.login();
    const res = await upload(s.accessToken, 'avatarFile', 'me.png', PNG_1X1);
    expect(res.code).toBe(0);
    // The master configuration's URL (the first start's 本地磁盘), served with no sign-in.
    expect(res.data).toMatch(/^http:\/\/localhost:80\/tri-real-api\/admin-api\/infra\/file\/\d+\/get\/[0-9a-f]{32}\.png$/);
    const served = await t.app.inject({ url: new URL(res.data).pathname });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG_1X1)).toBe(true);
    const info = await t.call(authApi.getPermissionInfo, { as: s });
    expect(info.data.user.avatar).toBe(res.data);
  });

  it('is served as PUT too (the reference’s console uploads with PUT), with the same checks', async () => {
    const s = await t.login();
    const res = await upload(s.accessToken, 'avatarFile', 'me.png', PNG_1X1, 'PUT');
    expect(res.code).toBe(0);
    expect((await t.call(authApi.getPermissionInfo, { as: s })).data.user.avatar).toBe(res.data);
    expect((await upload(s.accessToken, 'avatarFile', 'evil.png', Buffer.from('<svg onload=alert(1)>'), 'PUT')).msg).toBe('头像只支持 PNG、JPEG、GIF 或 WebP 图片');
  });

  it('refuses a file that is not an image, whatever its name, an empty field name and a JSON body', async () => {
    const s = await t.login();
    expect((await upload(s.accessToken, 'avatarFile', 'evil.png', Buffer.from('<svg onload=alert(1)>'))).msg).toBe(
      '头像只支持 PNG、JPEG、GIF 或 WebP 图片',
    );
    expect((await upload(s.accessToken, 'file', 'me.png', PNG_1X1)).msg).toBe('请选择要上传的头像图片（字段 avatarFile）');
    // Raw: the avatar's contract takes multipart, so a JSON body does not type-check.
    const json = await t.api({ method: userProfileApi.updateAvatar.method, path: userProfileApi.updateAvatar.path, body: {}, token: s.accessToken });
    expect(json.msg).toBe('请以 multipart/form-data 上传头像图片（字段 avatarFile）');
  });

  it('refuses an image over 2 MB', async () => {
    const s = await t.login();
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    expect((await upload(s.accessToken, 'avatarFile', 'big.png', big)).msg).toBe('头像图片不能超过 2 MB');
  });
});
