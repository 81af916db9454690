/**
 * The reference's slider captcha (AJ-Captcha block puzzle, docs/captcha.md), answering in the
 * library's own shape, not the envelope. The login asks for a puzzle when check-use-captcha says
 * so (docs/captcha.md). Public and tenant-free: the
 * reference lists them among the calls that need no tenant, and its client sends the header
 * only once a tenant is chosen.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { EpochMsInput } from '../common.ts';

/** AJ-Captcha's `ResponseModel`: repCode '0000' is success; `success` mirrors it. */
export const CaptchaResp = Type.Object({
  repCode: Type.String(),
  repMsg: Type.Union([Type.String(), Type.Null()]),
  repData: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()]),
  success: Type.Boolean(),
});
export type CaptchaResp = Type.Static<typeof CaptchaResp>;

/** AJ-Captcha's answer codes (its RepCodeEnum) that our captcha gives, with the library's texts. */
export const CaptchaRepCodes = {
  SUCCESS: '0000',
  ERROR: '0001',
  NULL_ERROR: '0011',
  /** The token is unknown, used or expired: the client loads a new puzzle. */
  INVALID: '6110',
  /** The piece was dropped off target (or the point could not be read); the token is burnt. */
  COORDINATE_ERROR: '6111',
  /** Too many puzzles asked for from one address within a minute. */
  GET_LIMIT: '6201',
} as const;

/** The slider the puzzle is made for: AJ-Captcha scales every answer to this image width. */
export const CAPTCHA_IMAGE_WIDTH = 310;
export const CAPTCHA_IMAGE_HEIGHT = 155;

const captchaType = Type.Optional(Type.String({ maxLength: 32, title: '验证码类型' }));

export const captchaApi = apiGroup('验证码', {
  get: endpoint({
    method: 'POST',
    path: '/system/captcha/get',
    access: { public: true },
    tenant: 'none',
    produces: 'bare',
    summary: '获取滑块验证码（AJ-Captcha 的应答格式，不是统一响应）；同一地址每分钟请求过多时 repCode 为 6201',
    body: Type.Object({
      captchaType,
      clientUid: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()], { title: '客户端编号' })),
      ts: Type.Optional(EpochMsInput('时间戳')),
    }),
    response: CaptchaResp,
  }),
  check: endpoint({
    method: 'POST',
    path: '/system/captcha/check',
    access: { public: true },
    tenant: 'none',
    produces: 'bare',
    summary: '校验滑块验证码（AJ-Captcha 的应答格式，不是统一响应）；成功后 token 与坐标加密成登录用的 captchaVerification，只能使用一次',
    body: Type.Object({
      captchaType,
      token: Type.Optional(Type.String({ maxLength: 128, title: '验证码令牌' })),
      pointJson: Type.Optional(Type.String({ maxLength: 1024, title: '坐标' })),
    }),
    response: CaptchaResp,
  }),
});
