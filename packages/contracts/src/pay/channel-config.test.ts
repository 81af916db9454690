import { describe, expect, it } from 'vitest';
import { CHANNEL_SECRET_FIELDS, channelConfigProblem, channelKind } from './channel-config.ts';
import { PAY_CHANNEL_CODES } from './constants.ts';

const alipay = { appId: '2021000122671234', serverUrl: 'https://openapi.alipay.com/gateway.do', signType: 'RSA2', privateKey: 'MIIE…', alipayPublicKey: 'MIIB…', appCertContent: '', alipayPublicCertContent: '', rootCertContent: '' };
const weixin = { appId: 'wx8888888888888888', mchId: '1900000109', mchKey: '', keyContent: '', privateKeyContent: '', privateCertContent: '', apiV3Key: '' };

describe('pay channel configs', () => {
  it('knows the kind of every channel code, and no other', () => {
    expect(PAY_CHANNEL_CODES.map((code) => [code, channelKind(code)])).toEqual(
      PAY_CHANNEL_CODES.map((code) => [code, code.startsWith('alipay_') ? 'alipay' : code.startsWith('wx_') ? 'weixin' : 'none']),
    );
    expect(channelKind('paypal')).toBeUndefined();
    expect(channelKind('toString')).toBeUndefined();
    expect(CHANNEL_SECRET_FIELDS.weixin).toContain('apiV3Key');
  });

  it('asks Alipay for the keys of the chosen 公钥类型, with the reference’s messages', () => {
    expect(channelConfigProblem('alipay_pc', { ...alipay, mode: 1 })).toBeUndefined();
    expect(channelConfigProblem('alipay_pc', { ...alipay, mode: 1, privateKey: ' ' })).toBe('商户私钥不能为空');
    expect(channelConfigProblem('alipay_pc', { ...alipay, mode: 1, alipayPublicKey: '' })).toBe('支付宝公钥字符串不能为空');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 2 })).toBe('指定商户公钥应用证书内容不能为空');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 2, appCertContent: 'c', alipayPublicCertContent: 'c', rootCertContent: 'c' })).toBeUndefined();
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: null })).toBe('公钥类型不能为空');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 3 })).toBe('公钥类型不正确');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 1, appId: '' })).toBe('开放平台上创建的应用的 ID不能为空');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 1, serverUrl: '' })).toBe('网关地址不能为空');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 1, serverUrl: 'ftp://x' })).toBe('网关地址格式不正确');
    expect(channelConfigProblem('alipay_qr', { ...alipay, mode: 1, signType: 'RSA' })).toBe('签名算法类型只支持 RSA2');
  });

  it('asks WeChat Pay for the fields of the chosen API 版本', () => {
    expect(channelConfigProblem('wx_pub', { ...weixin, apiVersion: 'v2', mchKey: 'k', keyContent: 'p12' })).toBeUndefined();
    expect(channelConfigProblem('wx_pub', { ...weixin, apiVersion: 'v2', keyContent: 'p12' })).toBe('商户密钥不能为空');
    expect(channelConfigProblem('wx_pub', { ...weixin, apiVersion: 'v2', mchKey: 'k' })).toBe('apiclient_cert.p12 不能为空');
    const v3 = { ...weixin, apiVersion: 'v3', privateKeyContent: 'k', privateCertContent: 'c', apiV3Key: 'a'.repeat(32) };
    expect(channelConfigProblem('wx_native', v3)).toBeUndefined();
    expect(channelConfigProblem('wx_native', { ...v3, privateCertContent: '' })).toBe('apiclient_cert 不能为空');
    expect(channelConfigProblem('wx_native', { ...v3, apiV3Key: 'short' })).toBe('apiV3 密钥值必须为 32 位');
    expect(channelConfigProblem('wx_bar', v3)).toBe('微信付款码支付只支持 API 版本 v2');
    expect(channelConfigProblem('wx_native', { ...v3, apiVersion: '' })).toBe('API 版本不能为空');
    expect(channelConfigProblem('wx_native', { ...v3, apiVersion: 'v4' })).toBe('API 版本不正确');
    expect(channelConfigProblem('wx_native', { ...v3, mchId: '' })).toBe('商户号不能为空');
  });

  it('bounds every field and refuses what is no config', () => {
    expect(channelConfigProblem('alipay_pc', { ...alipay, mode: 1, privateKey: 'k'.repeat(20_000) })).toBe('应用私钥长度不能超过 16384 个字符');
    expect(channelConfigProblem('wx_pub', { ...weixin, apiVersion: 'v2', mchKey: 7, keyContent: 'p' })).toBe('商户密钥格式不正确');
    expect(channelConfigProblem('wx_pub', 'config')).toBe('渠道配置格式不正确');
    expect(channelConfigProblem('paypal', {})).toBe('未知的支付渠道(paypal)');
    expect(channelConfigProblem('mock', { name: 'none-config' })).toBeUndefined();
    expect(channelConfigProblem('wallet', {})).toBeUndefined();
  });
});
