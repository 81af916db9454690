/**
 * The reference's login page asks for a captcha on every visit. It must get the library's own
 * shape (no `code`, so the reference's request layer raises no error toast) saying the captcha
 * is off, with or without the tenant header, as the reference client sends them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_BASE } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `${API_BASE}${path}`,
    headers: { 'content-type': 'application/json;charset=UTF-8', ...headers },
    payload: JSON.stringify(body),
  });

const off = { repCode: '0001', repMsg: '验证码未启用', repData: null, success: false };

describe('captcha stub', () => {
  it('POST /system/captcha/get answers in AJ-Captcha shape that the captcha is off', async () => {
    const body = { captchaType: 'blockPuzzle', clientUid: 'slider-2b1c', ts: Date.now() };
    const headerSets: Array<Record<string, string>> = [{}, { 'tenant-id': '1' }, { 'tenant-id': '' }];
    for (const headers of headerSets) {
      const res = await post('/system/captcha/get', body, headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual(off);
    }
  });

  it('POST /system/captcha/check answers the same', async () => {
    const res = await post('/system/captcha/check', { captchaType: 'blockPuzzle', token: 'x', pointJson: '{"x":1,"y":5}' });
    expect(res.json()).toEqual(off);
  });

  it('refuses a malformed body with the envelope, as every call does', async () => {
    const res = await post('/system/captcha/get', [1, 2, 3]);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});
