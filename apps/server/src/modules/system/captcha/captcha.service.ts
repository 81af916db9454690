/**
 * AJ-Captcha's block puzzle as its BlockPuzzleCaptchaServiceImpl behaves: a token lives two
 * minutes and is burnt by its first check, right or wrong; a right check (within 5 px) turns
 * into a `captchaVerification` that one login may use within three minutes.
 */
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { CaptchaRepCodes, type CaptchaResp } from '@tenon/contracts';
import { aesDecrypt, aesEncrypt } from './aes.ts';
import type { CaptchaStore } from './captcha-store.ts';
import { PUZZLE_Y, makePuzzle } from './puzzle.ts';

export const CAPTCHA_TYPE = 'blockPuzzle';
export const SLIP_OFFSET = 5;
export const TOKEN_SECONDS = 120;
export const VERIFICATION_SECONDS = 180;
/** Puzzles one address may ask for per minute (the library's `req-get-minute-limit`). */
export const GET_PER_MINUTE = 30;

const answer = (repCode: string, repMsg: string | null, repData: CaptchaResp['repData'] = null): CaptchaResp => ({
  repCode,
  repMsg,
  repData,
  success: repCode === CaptchaRepCodes.SUCCESS,
});
const INVALID = answer(CaptchaRepCodes.INVALID, '验证码已失效，请重新获取');
const WRONG = answer(CaptchaRepCodes.COORDINATE_ERROR, '验证失败');
const unsupported = (type: string | undefined) =>
  type !== undefined && type !== CAPTCHA_TYPE ? answer(CaptchaRepCodes.ERROR, '不支持的验证码类型') : undefined;

interface Pending {
  x: number;
  y: number;
  secretKey: string;
}

const SECRET_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const newSecretKey = () => Array.from(randomBytes(16), (b) => SECRET_CHARS[b % SECRET_CHARS.length]).join('');
const cryptoRandom = () => randomInt(0, 2 ** 31) / 2 ** 31;

export class CaptchaService {
  constructor(private readonly store: CaptchaStore) {}

  async get(input: { captchaType?: string }, clientAddress: string): Promise<CaptchaResp> {
    const refused = unsupported(input.captchaType);
    if (refused) return refused;
    if ((await this.store.hit(`get:${clientAddress}`, 60)) > GET_PER_MINUTE) {
      return answer(CaptchaRepCodes.GET_LIMIT, 'get接口请求次数超限，请稍后再试!');
    }
    const puzzle = makePuzzle(cryptoRandom);
    const token = randomUUID().replaceAll('-', '');
    const secretKey = newSecretKey();
    const pending: Pending = { x: puzzle.x, y: PUZZLE_Y, secretKey };
    await this.store.put(`token:${token}`, JSON.stringify(pending), TOKEN_SECONDS);
    return answer(CaptchaRepCodes.SUCCESS, null, {
      originalImageBase64: puzzle.originalImageBase64,
      jigsawImageBase64: puzzle.jigsawImageBase64,
      token,
      secretKey,
      result: false,
      opAdmin: false,
    });
  }

  async check(input: { captchaType?: string; token?: string; pointJson?: string }): Promise<CaptchaResp> {
    const refused = unsupported(input.captchaType);
    if (refused) return refused;
    if (!input.token) return answer(CaptchaRepCodes.NULL_ERROR, 'token不能为空');
    if (!input.pointJson) return answer(CaptchaRepCodes.NULL_ERROR, 'pointJson不能为空');
    const stored = await this.store.take(`token:${input.token}`);
    if (!stored) return INVALID;
    const pending = JSON.parse(stored) as Pending;
    let pointText: string;
    let point: { x?: unknown; y?: unknown };
    try {
      pointText = aesDecrypt(input.pointJson, pending.secretKey);
      point = JSON.parse(pointText) as typeof point;
    } catch {
      return WRONG;
    }
    const near = (value: unknown, target: number) => typeof value === 'number' && Math.abs(value - target) <= SLIP_OFFSET;
    if (!near(point.x, pending.x) || !near(point.y, pending.y)) return WRONG;
    const verification = aesEncrypt(`${input.token}---${pointText}`, pending.secretKey);
    await this.store.put(`verified:${verification}`, '1', VERIFICATION_SECONDS);
    return answer(CaptchaRepCodes.SUCCESS, null, { captchaType: CAPTCHA_TYPE, token: input.token, result: true, opAdmin: false });
  }

  /** A login's `captchaVerification`: undefined when good (and now used up), else why not. */
  async verify(captchaVerification: string | undefined): Promise<string | undefined> {
    if (!captchaVerification) return '验证码不能为空';
    return (await this.store.take(`verified:${captchaVerification}`)) ? undefined : INVALID.repMsg!;
  }
}
