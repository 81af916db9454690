/**
 * The captcha calls as the reference's slider sends them: the library's own shape (no `code`),
 * with or without the tenant header; a puzzle of two PNGs, the piece as tall as the picture.
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

const png = (base64: string) => {
  const bytes = Buffer.from(base64, 'base64');
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
};

describe('captcha calls', () => {
  it('POST /system/captcha/get answers a puzzle in AJ-Captcha shape, with or without a tenant', async () => {
    const body = { captchaType: 'blockPuzzle', clientUid: 'slider-2b1c', ts: Date.now() };
    const headerSets: Array<Record<string, string>> = [{}, { 'tenant-id': '1' }, { 'tenant-id': '' }];
    for (const headers of headerSets) {
      const res = await post('/system/captcha/get', body, headers);
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ repCode: '0000', repMsg: null, success: true, repData: { result: false, opAdmin: false } });
      expect(answer.repData.token).toMatch(/^[0-9a-f]{32}$/);
      expect(answer.repData.secretKey).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(png(answer.repData.originalImageBase64)).toEqual({ width: 310, height: 155 });
      expect(png(answer.repData.jigsawImageBase64)).toEqual({ width: 47, height: 155 });
      expect(answer).not.toHaveProperty('code');
    }
  });

  it('POST /system/captcha/check answers an unknown token as expired', async () => {
    const res = await post('/system/captcha/check', { captchaType: 'blockPuzzle', token: 'x', pointJson: 'eyJ4IjoxLCJ5Ijo1fQ==' });
    expect(res.json()).toEqual({ repCode: '6110', repMsg: '验证码已失效，请重新获取', repData: null, success: false });
  });

  it('refuses a malformed body with the envelope, as every call does', async () => {
    const res = await post('/system/captcha/get', [1, 2, 3]);
    expect(res.json()).toMatchObject({ code: 400 });
  });
});
