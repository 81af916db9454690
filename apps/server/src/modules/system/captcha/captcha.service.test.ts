/**
 * The puzzle's rules on a clock of the test's own: the tolerance, a token's and a verification's
 * expiry and single use, a wrong key, and the per-address request limit.
 */
import { describe, expect, it } from 'vitest';
import { aesEncrypt } from './aes.ts';
import { memoryCaptchaStore } from './captcha-store.ts';
import { CaptchaService, GET_PER_MINUTE } from './captcha.service.ts';
import { solvePuzzle } from './testing/captcha.fixtures.ts';

function setup() {
  let now = 1_000_000;
  const service = new CaptchaService(memoryCaptchaStore(() => now));
  const puzzle = async () => {
    const got = await service.get({ captchaType: 'blockPuzzle' }, '10.0.0.1');
    const data = got.repData as Record<string, string>;
    return { ...data, x: solvePuzzle(data.originalImageBase64!, data.jigsawImageBase64!) } as { token: string; secretKey: string; x: number };
  };
  const point = (x: number, y = 5) => JSON.stringify({ x, y });
  const check = (p: { token: string; secretKey: string }, pointJson: string, key = p.secretKey) =>
    service.check({ captchaType: 'blockPuzzle', token: p.token, pointJson: aesEncrypt(pointJson, key) });
  return { service, puzzle, point, check, advance: (ms: number) => (now += ms) };
}

describe('block puzzle', () => {
  it('passes within 5 px of the hole, and the token is then spent', async () => {
    const { puzzle, point, check } = setup();
    for (const offset of [-5, 0, 4.5, 5]) {
      const p = await puzzle();
      expect(await check(p, point(p.x + offset))).toMatchObject({ repCode: '0000', success: true, repData: { token: p.token, result: true } });
      expect(await check(p, point(p.x + offset))).toEqual({ repCode: '6110', repMsg: '验证码已失效，请重新获取', repData: null, success: false });
    }
  });

  it('refuses a drop off target, and that burns the token', async () => {
    const { puzzle, point, check } = setup();
    for (const wrong of [point(-6), point(6), point(0, 11)]) {
      const p = await puzzle();
      const [dx, dy] = Object.values(JSON.parse(wrong) as { x: number; y: number });
      expect(await check(p, point(p.x + dx!, dy))).toEqual({ repCode: '6111', repMsg: '验证失败', repData: null, success: false });
      expect((await check(p, point(p.x))).repCode).toBe('6110');
    }
  });

  it('refuses a point encrypted with another key, or not encrypted, or not a point', async () => {
    const { puzzle, point, check, service } = setup();
    let p = await puzzle();
    expect((await check(p, point(p.x), 'ABCDEFGHIJKLMNOP')).repCode).toBe('6111');
    p = await puzzle();
    expect((await service.check({ token: p.token, pointJson: point(p.x) })).repCode).toBe('6111');
    p = await puzzle();
    expect((await check(p, '[1,2]')).repCode).toBe('6111');
    expect(await service.check({ token: p.token })).toMatchObject({ repCode: '0011', repMsg: 'pointJson不能为空' });
    expect(await service.check({ pointJson: 'x' })).toMatchObject({ repCode: '0011', repMsg: 'token不能为空' });
    expect(await service.get({ captchaType: 'clickWord' }, '10.0.0.1')).toMatchObject({ repCode: '0001', success: false });
  });

  it('a token expires after two minutes', async () => {
    const { puzzle, point, check, advance } = setup();
    const p = await puzzle();
    advance(120_001);
    expect((await check(p, point(p.x))).repCode).toBe('6110');
  });

  it('a verification is good for one login within three minutes', async () => {
    const { puzzle, point, check, advance, service } = setup();
    const verificationOf = async () => {
      const p = await puzzle();
      expect((await check(p, point(p.x))).success).toBe(true);
      return aesEncrypt(`${p.token}---${point(p.x)}`, p.secretKey);
    };
    const once = await verificationOf();
    expect(await service.verify(once)).toBeUndefined();
    expect(await service.verify(once)).toBe('验证码已失效，请重新获取');

    const late = await verificationOf();
    advance(180_001);
    expect(await service.verify(late)).toBe('验证码已失效，请重新获取');
    expect(await service.verify(undefined)).toBe('验证码不能为空');
    expect(await service.verify('made-up')).toBe('验证码已失效，请重新获取');
  });

  it(`answers 6201 past ${GET_PER_MINUTE} puzzles a minute from one address, not from another, and again after the minute`, async () => {
    const { service, advance } = setup();
    for (let i = 0; i < GET_PER_MINUTE; i++) expect((await service.get({}, '10.9.9.9')).repCode).toBe('0000');
    expect(await service.get({}, '10.9.9.9')).toEqual({ repCode: '6201', repMsg: 'get接口请求次数超限，请稍后再试!', repData: null, success: false });
    expect((await service.get({}, '10.9.9.8')).repCode).toBe('0000');
    advance(60_001);
    expect((await service.get({}, '10.9.9.9')).repCode).toBe('0000');
  });
});
