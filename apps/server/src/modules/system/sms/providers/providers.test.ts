/**
 * Each adapter against a local fake of its provider. The fakes check the signature with their own
 * reading of the provider's documentation (not the adapter's helpers), and answer success or a
 * provider error, which the adapter must report as the provider said it.
 */
import { createHash, createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { aliyunClient } from './aliyun.ts';
import { tencentClient } from './tencent.ts';
import { dingTalkClient } from './ding-talk.ts';
import { debugClient } from './debug.ts';
import { startFakeProvider, type FakeProvider, type FakeRequest } from '../testing/fake-provider.ts';
import type { SmsMessage } from './sms-client.ts';

const message: SmsMessage = {
  logId: 42,
  mobile: '13800138000',
  apiTemplateId: 'SMS_207945135',
  params: [['code', '8848'], ['name', "O'Brien (测试)*~"]],
  content: '您的验证码是8848',
};
const SECRET = 'testSecret/+=!';

let fake: FakeProvider | undefined;
afterEach(async () => {
  await fake?.close();
  fake = undefined;
});

/** Aliyun's RPC signature as its documentation states it, written out independently. */
function aliyunExpected(params: URLSearchParams, secret: string) {
  const enc = (s: string) =>
    encodeURIComponent(s)
      .replace(/!/g, '%21')
      .replace(/'/g, '%27')
      .replace(/\(/g, '%28')
      .replace(/\)/g, '%29')
      .replace(/\*/g, '%2A');
  const pairs = [...params.entries()].filter(([k]) => k !== 'Signature').sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return createHmac('sha1', `${secret}&`).update(`POST&%2F&${enc(query)}`).digest('base64');
}

function aliyunFake(req: FakeRequest) {
  const params = new URLSearchParams(req.body);
  if (params.get('Signature') !== aliyunExpected(params, SECRET)) {
    return { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched with our calculation.', RequestId: 'r-bad' } };
  }
  if (params.get('PhoneNumbers') === '13900000000') return { json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控', RequestId: 'r-limit' } };
  return { json: { Code: 'OK', Message: 'OK', RequestId: 'r-ok', BizId: 'biz-1' } };
}

describe('Aliyun SendSms', () => {
  it('sends a signed request with the documented parameters and reads success', async () => {
    fake = await startFakeProvider(aliyunFake);
    const result = await aliyunClient(fake.url).send({ signature: '芋道源码', apiKey: 'LTAIkey', apiSecret: SECRET }, message);
    expect(result).toEqual({ success: true, code: 'OK', msg: 'OK', requestId: 'r-ok', serialNo: 'biz-1' });
    const sent = new URLSearchParams(fake.requests[0]!.body);
    expect(Object.fromEntries(sent)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      AccessKeyId: 'LTAIkey',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
      PhoneNumbers: '13800138000',
      SignName: '芋道源码',
      TemplateCode: 'SMS_207945135',
      OutId: '42',
    });
    expect(JSON.parse(sent.get('TemplateParam')!)).toEqual({ code: '8848', name: "O'Brien (测试)*~" });
    expect(sent.get('Timestamp')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('reports the provider refusal and a wrong secret as failures with the provider code', async () => {
    fake = await startFakeProvider(aliyunFake);
    const refused = await aliyunClient(fake.url).send({ signature: 's', apiKey: 'k', apiSecret: SECRET }, { ...message, mobile: '13900000000' });
    expect(refused).toMatchObject({ success: false, code: 'isv.BUSINESS_LIMIT_CONTROL', msg: '触发分钟级流控' });
    const wrongSecret = await aliyunClient(fake.url).send({ signature: 's', apiKey: 'k', apiSecret: 'other' }, message);
    expect(wrongSecret).toMatchObject({ success: false, code: 'SignatureDoesNotMatch' });
  });
});

/** TC3-HMAC-SHA256 as Tencent Cloud documents it, written out independently. */
function tencentExpected(req: FakeRequest, secretKey: string) {
  const hex = (s: string) => createHash('sha256').update(s).digest('hex');
  const timestamp = Number(req.headers['x-tc-timestamp']);
  const date = new Date(timestamp * 1000).toISOString().slice(0, 10);
  const auth = String(req.headers.authorization);
  const signedHeaders = /SignedHeaders=([^,]+)/.exec(auth)![1]!;
  const canonicalHeaders = signedHeaders
    .split(';')
    .map((h) => `${h}:${String(req.headers[h]).trim().toLowerCase()}\n`)
    .join('');
  const canonical = `POST\n/\n\n${canonicalHeaders}\n${signedHeaders}\n${hex(req.body)}`;
  const toSign = `TC3-HMAC-SHA256\n${timestamp}\n${date}/sms/tc3_request\n${hex(canonical)}`;
  const kDate = createHmac('sha256', `TC3${secretKey}`).update(date).digest();
  const kService = createHmac('sha256', kDate).update('sms').digest();
  const kSigning = createHmac('sha256', kService).update('tc3_request').digest();
  return { signature: createHmac('sha256', kSigning).update(toSign).digest('hex'), date };
}

function tencentFake(req: FakeRequest) {
  const auth = String(req.headers.authorization);
  const { signature, date } = tencentExpected(req, SECRET);
  if (!auth.startsWith(`TC3-HMAC-SHA256 Credential=AKIDtest/${date}/sms/tc3_request,`) || !auth.endsWith(`Signature=${signature}`)) {
    return { json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: '签名错误' }, RequestId: 't-bad' } } };
  }
  const body = JSON.parse(req.body) as { PhoneNumberSet: string[] };
  if (body.PhoneNumberSet[0] === '+8613900000000') {
    return { json: { Response: { SendStatusSet: [{ Code: 'LimitExceeded.PhoneNumberThirtySecondLimit', Message: '30 秒内发送过', SerialNo: '' }], RequestId: 't-limit' } } };
  }
  return { json: { Response: { SendStatusSet: [{ Code: 'Ok', Message: 'send success', SerialNo: 'serial-1', PhoneNumber: body.PhoneNumberSet[0] }], RequestId: 't-ok' } } };
}

describe('Tencent SendSms (API 3.0)', () => {
  it('sends a TC3-signed request with the SDK app id, E.164 number and ordered values', async () => {
    fake = await startFakeProvider(tencentFake);
    const result = await tencentClient(fake.url).send({ signature: 'Ballcat', apiKey: 'AKIDtest 1400000001', apiSecret: SECRET }, message);
    expect(result).toEqual({ success: true, code: 'Ok', msg: 'send success', requestId: 't-ok', serialNo: 'serial-1' });
    const req = fake.requests[0]!;
    expect(req.headers).toMatchObject({ 'x-tc-action': 'SendSms', 'x-tc-version': '2021-01-11' });
    expect(JSON.parse(req.body)).toEqual({
      PhoneNumberSet: ['+8613800138000'],
      SmsSdkAppId: '1400000001',
      SignName: 'Ballcat',
      TemplateId: 'SMS_207945135',
      TemplateParamSet: ['8848', "O'Brien (测试)*~"],
      SessionContext: '42',
    });
  });

  it('reports a per-number refusal and a signature failure with the provider code', async () => {
    fake = await startFakeProvider(tencentFake);
    const account = { signature: 's', apiKey: 'AKIDtest 1400000001', apiSecret: SECRET };
    expect(await tencentClient(fake.url).send(account, { ...message, mobile: '13900000000' })).toMatchObject({
      success: false,
      code: 'LimitExceeded.PhoneNumberThirtySecondLimit',
    });
    expect(await tencentClient(fake.url).send({ ...account, apiSecret: 'wrong' }, message)).toMatchObject({
      success: false,
      code: 'AuthFailure.SignatureFailure',
      msg: '签名错误',
    });
  });

  it('refuses an apiKey without the SDK app id before calling anyone', async () => {
    fake = await startFakeProvider(tencentFake);
    await expect(tencentClient(fake.url).send({ signature: 's', apiKey: 'AKIDonly', apiSecret: SECRET }, message)).rejects.toThrow('SecretId SdkAppId');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('DingTalk robot (DEBUG_DING_TALK) and DEBUG', () => {
  it('posts the text to the robot, signed with its secret', async () => {
    fake = await startFakeProvider((req) => {
      const url = new URL(req.url, 'http://x');
      const ts = url.searchParams.get('timestamp')!;
      const sign = createHmac('sha256', SECRET).update(`${ts}\n${SECRET}`).digest('base64');
      return url.searchParams.get('sign') === sign && url.searchParams.get('access_token') === 'robot-token'
        ? { json: { errcode: 0, errmsg: 'ok' } }
        : { json: { errcode: 310000, errmsg: 'sign not match' } };
    });
    const result = await dingTalkClient(fake.url).send({ signature: 'Tenon', apiKey: 'robot-token', apiSecret: SECRET }, message);
    expect(result).toMatchObject({ success: true, code: '0' });
    expect(JSON.parse(fake.requests[0]!.body)).toEqual({ msgtype: 'text', text: { content: '【Tenon】您的验证码是8848（发送给 13800138000）' } });
    expect(await dingTalkClient(fake.url).send({ signature: 'T', apiKey: 'robot-token', apiSecret: 'x' }, message)).toMatchObject({ success: false, code: '310000' });
  });

  it('DEBUG succeeds without calling anyone', async () => {
    expect(await debugClient.send({ signature: '', apiKey: '', apiSecret: '' }, message)).toMatchObject({ success: true, serialNo: 'debug-42' });
  });

  it('an answer that is not JSON fails the attempt with the HTTP status', async () => {
    fake = await startFakeProvider(() => ({ status: 502, json: undefined }));
    await expect(aliyunClient(fake.url).send({ signature: 's', apiKey: 'k', apiSecret: SECRET }, message)).rejects.toThrow('HTTP 502');
  });
});
