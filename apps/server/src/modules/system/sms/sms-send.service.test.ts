// @postgres: two instances draining one queue with leases send each message once
/**
 * The send queue on its own: senders built on the test app's database with a scripted provider
 * and short back-offs (the app's own sender only sends what it is asked to, so it stays out).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SmsSendStatus } from '@tenon/contracts';
import { testApp, type TestApp } from '../../../test/testApp.ts';
import { smsChannel, smsLog, smsTemplate } from './sms.schema.ts';
import { SmsSendService } from './sms-send.service.ts';
import { memorySmsRateLimiter } from './sms-rate-limit.ts';
import { smsSecretBox } from './sms-secret.ts';
import type { SmsClient, SmsMessage, SmsSendResult } from './providers/sms-client.ts';
import { aliyunClient, aliyunSignature } from './providers/aliyun.ts';
import { startFakeProvider } from './testing/fake-provider.ts';

let t: TestApp;
let templateCode: string;
let box: ReturnType<typeof smsSecretBox>;
const SECRET = 'aliyun-secret/+=!';
beforeAll(async () => {
  t = await testApp({ secretKey: 'the queue test key' });
  // The app's own sender drains what is due once as it starts; on a slow first connection that
  // drain could still be looking when this file's first row is written, and take it.
  await t.app.sms.idle();
  box = smsSecretBox({ secretKey: 'the queue test key', dataDir: '' });
  const [channel] = await t.db
    .insert(smsChannel)
    .values({ signature: '脚本', code: 'ALIYUN', status: 0, apiKey: 'k', apiSecret: box().seal(SECRET) })
    .returning();
  templateCode = `queue-${Date.now()}`;
  await t.db.insert(smsTemplate).values({
    type: 2,
    code: templateCode,
    name: '队列',
    content: '{a}和{b}',
    params: ['a', 'b'],
    apiTemplateId: 'SMS_9',
    channelId: channel!.id,
    channelCode: 'ALIYUN',
  });
});
afterAll(() => t.close());

/** A provider that answers from a script, one entry per call ('ok', 'fail' or 'throw'). */
function scripted(script: Array<'ok' | 'fail' | 'throw'>) {
  const calls: SmsMessage[] = [];
  const client: SmsClient = {
    async send(_account, message): Promise<SmsSendResult> {
      calls.push(message);
      const step = script[calls.length - 1] ?? 'ok';
      if (step === 'throw') throw new Error('connect ECONNREFUSED');
      return step === 'ok' ? { success: true, code: 'OK', msg: 'OK', requestId: 'r', serialNo: 'biz' } : { success: false, code: 'isv.DENIED', msg: '拒绝' };
    },
  };
  return { client, calls };
}

let n = 0;
const sender = (client: SmsClient, retryDelaysMs = [20, 20]) =>
  new SmsSendService(t.db, { box, clients: { ALIYUN: client }, retryDelaysMs, limiter: memorySmsRateLimiter() });
const send = (s: SmsSendService) => s.send({ tenantId: 1, mobile: `1370000${String(++n).padStart(4, '0')}`, templateCode, templateParams: { b: '乙', a: '甲' } });
const row = async (id: number) => (await t.db.select().from(smsLog).where(eq(smsLog.id, id)))[0]!;

describe('the SMS queue', () => {
  it('passes the parameters in the template order, and retries a failed attempt until it succeeds', async () => {
    const { client, calls } = scripted(['throw', 'fail', 'ok']);
    const s = sender(client);
    const id = await send(s);
    await s.idle();
    expect(calls.map((c) => c.params)).toEqual(Array(3).fill([['a', '甲'], ['b', '乙']]));
    expect(await row(id)).toMatchObject({ sendStatus: SmsSendStatus.SUCCESS, attempts: 3, apiSendCode: 'OK', apiRequestId: 'r', apiSerialNo: 'biz', lockedUntil: null, templateContent: '甲和乙' });
  });

  it('marks the row failed after the last attempt, with that attempt’s error', async () => {
    const { client, calls } = scripted(['fail', 'throw', 'fail']);
    const s = sender(client);
    const id = await send(s);
    await s.idle();
    expect(calls).toHaveLength(3);
    const failed = await row(id);
    expect(failed).toMatchObject({ sendStatus: SmsSendStatus.FAILURE, attempts: 3, apiSendCode: 'isv.DENIED', apiSendMsg: '第 3 次发送失败：拒绝' });
    expect(failed.sendTime).toEqual(expect.any(Number));
  });

  it('records every attempt on the row while it waits for the next one', async () => {
    const { client } = scripted(['throw']);
    const s = sender(client, [60_000]);
    const id = await send(s);
    for (let i = 0; i < 100 && (await row(id)).attempts === 0; i++) await new Promise((r) => setTimeout(r, 10));
    const waiting = await row(id);
    expect(waiting).toMatchObject({ sendStatus: SmsSendStatus.INIT, attempts: 1, apiSendCode: 'ERROR', apiSendMsg: '第 1 次发送失败：connect ECONNREFUSED', lockedUntil: null });
    expect(waiting.nextAttemptAt! - Date.now()).toBeGreaterThan(50_000);
    await s.stop();
  });

  it('after a restart sends what a stopped server left: rows never tried, and rows whose holder died once its lease ran out', async () => {
    const stopped = sender(scripted([]).client);
    await stopped.stop();
    const left = await send(stopped);
    const held = await send(stopped);
    const stillHeld = await send(stopped);
    await t.db.update(smsLog).set({ lockedUntil: Date.now() - 1 }).where(eq(smsLog.id, held));
    await t.db.update(smsLog).set({ lockedUntil: Date.now() + 60_000 }).where(eq(smsLog.id, stillHeld));
    const { client, calls } = scripted([]);
    const restarted = sender(client);
    restarted.start();
    await restarted.idle();
    await restarted.stop();
    expect((await row(left)).sendStatus).toBe(SmsSendStatus.SUCCESS);
    expect((await row(held)).sendStatus).toBe(SmsSendStatus.SUCCESS);
    expect((await row(stillHeld)).sendStatus).toBe(SmsSendStatus.INIT);
    expect(calls.map((c) => c.logId)).not.toContain(stillHeld);
  });

  it('two instances draining together send each message once', async () => {
    const stopped = sender(scripted([]).client);
    await stopped.stop();
    const ids = await Promise.all(Array.from({ length: 6 }, () => send(stopped)));
    const a = scripted([]);
    const b = scripted([]);
    const one = sender(a.client);
    const two = sender(b.client);
    one.start();
    two.start();
    await Promise.all([one.idle(), two.idle()]);
    const sent = [...a.calls, ...b.calls].map((c) => c.logId).filter((id) => ids.includes(id));
    expect(sent.sort()).toEqual([...ids].sort());
  });
});

describe('the sealed secret', () => {
  it('is opened only for the provider call: the Aliyun fake receives a request signed with the secret itself', async () => {
    const fake = await startFakeProvider((req) => {
      const params = Object.fromEntries(new URLSearchParams(req.body));
      const { Signature, ...signed } = params;
      return Signature === aliyunSignature('POST', signed, SECRET)
        ? { json: { Code: 'OK', Message: 'OK', RequestId: 'r-1', BizId: 'biz-sealed' } }
        : { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: 'bad', RequestId: 'r-2' } };
    });
    const s = sender(aliyunClient(fake.url));
    const id = await send(s);
    await s.idle();
    await fake.close();
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).not.toContain(encodeURIComponent(SECRET));
    expect(await row(id)).toMatchObject({ sendStatus: SmsSendStatus.SUCCESS, apiSerialNo: 'biz-sealed' });
  });

  it('a secret sealed for another use (or by another key) fails the attempt instead of reaching the provider', async () => {
    const { client, calls } = scripted([]);
    const other = new SmsSendService(t.db, { box: smsSecretBox({ secretKey: 'another key', dataDir: '' }), clients: { ALIYUN: client }, retryDelaysMs: [], limiter: memorySmsRateLimiter() });
    const id = await send(other);
    await other.idle();
    expect(calls).toHaveLength(0);
    expect(await row(id)).toMatchObject({ sendStatus: SmsSendStatus.FAILURE, apiSendCode: 'ERROR' });
  });
});

describe('the per-mobile rate limit (in process)', () => {
  it('allows one a minute and ten an hour, then lets the number send again', async () => {
    let now = 0;
    const limiter = memorySmsRateLimiter(() => now);
    await limiter.take('13800000000');
    await expect(limiter.take('13800000000')).rejects.toMatchObject({ code: 1002014005 });
    for (let i = 1; i < 10; i++) {
      now += 61_000;
      await limiter.take('13800000000');
    }
    now += 61_000;
    await expect(limiter.take('13800000000')).rejects.toMatchObject({ code: 1002014006, message: '短信发送过于频繁：同一手机号每小时最多发送 10 条，请稍后再试' });
    await limiter.take('13900000000');
    now = 3_600_000 + 1;
    await limiter.take('13800000000');
  });
});
