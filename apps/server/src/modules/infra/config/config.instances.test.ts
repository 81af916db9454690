/**
 * Two server instances on one database behind a load balancer: a value changed through one is
 * what the other answers at once, to get-value-by-key and to the product's own reads (the
 * catalogue cache's invalidation travels over Redis; CI provides it as TEST_REDIS_URL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { API_BASE, ConfigKeys, configApi, type CommonResult } from '@tenon/contracts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

const redisUrl = process.env.TEST_REDIS_URL;

describe.runIf(redisUrl)('on two instances sharing Redis', () => {
  let a: TestApp;
  let b: FastifyInstance;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tenon-test-b-'));
  afterAll(async () => {
    await b?.close();
    await a?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const onB = async <T>(url: string, as?: Session) =>
    (
      await b.inject({
        method: 'GET',
        url: `${API_BASE}${url}`,
        headers: { 'tenant-id': '1', ...(as ? { authorization: `Bearer ${as.accessToken}` } : {}) },
      })
    ).json<CommonResult<T>>().data;

  it('answers the new value on the other instance at once', async () => {
    a = await testApp({ redisUrl });
    const config = { ...loadConfig({ NODE_ENV: 'test' }), dataDir, seedDemo: true, logLevel: 'silent', webDist: undefined, redisUrl };
    b = await buildApp(config, { database: a.app.database });
    const admin = await a.login();
    const user = await a.loginPlain();
    const password = (await a.callOk(configApi.page, { query: { key: ConfigKeys.INIT_PASSWORD }, as: admin })).list[0]!;
    const captcha = (await a.callOk(configApi.page, { query: { key: ConfigKeys.CAPTCHA_ENABLED }, as: admin })).list[0]!;
    const valueOnB = () => onB<string>(`${configApi.getValueByKey.path}?key=${ConfigKeys.INIT_PASSWORD}`, user);
    const captchaOnB = () => onB<boolean>('/system/auth/check-use-captcha?username=admin');
    // Both read (and cache) the values before the change.
    expect(await valueOnB()).toBe('123456');
    expect(await captchaOnB()).toBe(false);

    await a.callOk(configApi.update, { body: { ...password, value: 'changed-9' }, as: admin });
    await a.callOk(configApi.update, { body: { ...captcha, value: 'true' }, as: admin });
    await expect.poll(valueOnB, { timeout: 15_000 }).toBe('changed-9');
    await expect.poll(captchaOnB, { timeout: 15_000 }).toBe(true);

    await a.callOk(configApi.update, { body: { ...password, value: '123456' }, as: admin });
    await a.callOk(configApi.update, { body: { ...captcha, value: 'false' }, as: admin });
    await expect.poll(valueOnB, { timeout: 15_000 }).toBe('123456');
    await expect.poll(captchaOnB, { timeout: 15_000 }).toBe(false);
  });
});
