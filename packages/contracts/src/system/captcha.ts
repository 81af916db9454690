/**
 * The reference's slider captcha (AJ-Captcha, reference-api §5.5). Its login page asks for a
 * puzzle on every visit and reads the library's own answer shape, not the envelope. Until the
 * captcha exists, both calls answer that the captcha is off (see CAPTCHA_OFF), which the
 * reference's slider shows as a tip instead of an error toast. Public and tenant-free: the
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

/**
 * AJ-Captcha has no "disabled" code: '0001' is its generic failure (RepCodeEnum.ERROR). A
 * '0000' with no puzzle would make the reference's slider read `repData.originalImageBase64`
 * of null and fail; '0001' makes it show `repMsg` and stop.
 */
export const CAPTCHA_OFF: CaptchaResp = { repCode: '0001', repMsg: '验证码未启用', repData: null, success: false };

const captchaType = Type.Optional(Type.String({ maxLength: 32, title: '验证码类型' }));

export const captchaApi = apiGroup('验证码', {
  get: endpoint({
    method: 'POST',
    path: '/system/captcha/get',
    access: { public: true },
    tenant: 'none',
    produces: 'bare',
    summary: '获取滑块验证码（AJ-Captcha 的应答格式，不是统一响应）；验证码未启用时 repCode 为 0001',
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
    summary: '校验滑块验证码（AJ-Captcha 的应答格式，不是统一响应）；验证码未启用时 repCode 为 0001',
    body: Type.Object({
      captchaType,
      token: Type.Optional(Type.String({ maxLength: 128, title: '验证码令牌' })),
      pointJson: Type.Optional(Type.String({ maxLength: 1024, title: '坐标' })),
    }),
    response: CaptchaResp,
  }),
});
