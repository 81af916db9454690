/**
 * Two server instances on one database behind a load balancer: an edit made through one is what
 * the other answers at once (the catalogue cache's invalidation travels over Redis; CI provides
 * it as TEST_REDIS_URL).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { API_BASE, ErrorCodes, errorCodeApi } from '@tenon/contracts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { testApp, type TestApp } from '../../../test/testApp.ts';

const redisUrl = process.env.TEST_REDIS_URL;
/** A user and an address no other run shares: the Redis login counters outlive a test run. */
const run = randomBytes(2);
const nobody = `nobody${run.toString('hex')}`;
const address = `10.${run[0]}.${run[1]}.77`;

describe.runIf(redisUrl)('on two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-test-b-'));
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = [...(await redis.keys(`tenon:login-fail:*${nobody}*`)), ...(await redis.keys(`tenon:login-fail:*${address}*`))];
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    await b?.close();
    await a?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const wrongPasswordOn = async (app: FastifyInstance) =>
    (
      await app.inject({
        method: 'POST',
        url: `${API_BASE}/system/auth/login`,
        remoteAddress: address,
        headers: { 'tenant-id': '1', 'content-type': 'application/json' },
        payload: JSON.stringify({ username: nobody, password: 'wrong-password' }),
      })
    ).json<{ code: number; msg: string }>().msg;

  it('answers the edited wrong-password message on the other instance at once', async () => {
    a = await testApp({ redisUrl });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: true, logLevel: 'silent', webDist: undefined, redisUrl };
    b = await buildApp(config, { database: a.app.database });
    const admin = await a.login();
    const code = ErrorCodes.AUTH_LOGIN_BAD_CREDENTIALS.code;
    const row = (await a.callOk(errorCodeApi.page, { query: { code }, as: admin })).list[0]!;
    // Both instances have the edited messages cached before the edit.
    expect(await wrongPasswordOn(b)).toBe('登录失败，账号密码不正确');
    expect(await wrongPasswordOn(a.app)).toBe('登录失败，账号密码不正确');

    await a.callOk(errorCodeApi.update, { body: { ...row, message: '账号或密码错误（已编辑）' }, as: admin });
    await expect.poll(() => wrongPasswordOn(b), { timeout: 15_000 }).toBe('账号或密码错误（已编辑）');
    expect(await wrongPasswordOn(a.app)).toBe('账号或密码错误（已编辑）');

    await a.callOk(errorCodeApi.update, { body: { ...row, message: ErrorCodes.AUTH_LOGIN_BAD_CREDENTIALS.msg }, as: admin });
    await expect.poll(() => wrongPasswordOn(b), { timeout: 15_000 }).toBe('登录失败，账号密码不正确');
  });
});
