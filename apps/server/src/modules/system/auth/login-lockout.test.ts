/**
 * Login throttling as a client meets it (login-throttle.ts): failing from one address locks that
 * address out of the account, not the account's owner elsewhere; and attempts sent all at once
 * get no more password checks than the limit, as the login log shows; the username's failures
 * then ask for the captcha elsewhere (login-captcha.ts). Run on the in-process store, and on
 * Redis when TEST_REDIS_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { API_BASE, loginLogApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser } from '../role/testing/rbac.fixtures.ts';
import { solvedVerification } from '../captcha/testing/captcha.fixtures.ts';

const MAX_PER_USER = 5;
const BAD_CREDENTIALS = { code: 1002000000, data: null, msg: '登录失败，账号密码不正确' };
const LOCKED = /^登录失败次数过多，请 \d+ 分钟后再试$/;

/** Addresses no other run shares (the Redis counters outlive a test run). */
const run = randomBytes(2);
const address = (n: number) => `10.${run[0]}.${run[1]}.${n}`;

function lockoutSuite(name: string, make: () => Promise<TestApp>, account: (t: TestApp, admin: Session) => Promise<{ username: string; password: string }>) {
  describe(name, () => {
    let t: TestApp;
    let admin: Session;
    beforeAll(async () => {
      t = await make();
      admin = await t.login();
    });
    afterAll(() => t.close());

    const login = async (username: string, password: string, remoteAddress: string, captchaVerification?: string) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `${API_BASE}/system/auth/login`,
          headers: { 'tenant-id': '1', 'content-type': 'application/json' },
          payload: JSON.stringify({ username, password, captchaVerification }),
          remoteAddress,
        })
      ).json() as { code: number; msg: string; data: unknown };

    /** The login log rows of one username from one address, as the login-log screen lists them. */
    const logged = async (username: string, userIp: string) => {
      const res = await t.call(loginLogApi.page, { query: { username, userIp, pageSize: 100 }, as: admin });
      return res.data.list.filter((r) => r.username === username);
    };

    it('five wrong passwords from one address lock that address only: the right password from another gets in', async () => {
      const { username, password } = await account(t, admin);
      const [a, b] = [address(1), address(2)];
      for (let i = 0; i < MAX_PER_USER; i++) expect(await login(username, 'wrong-guess', a)).toEqual(BAD_CREDENTIALS);
      const lockedA = await login(username, password, a);
      expect(lockedA.code).toBe(1002000010);
      expect(lockedA.msg).toMatch(LOCKED);

      // The username's failures ask for the captcha everywhere; solved, the owner gets in.
      expect((await login(username, password, b)).code).toBe(1002000004);
      expect(await login(username, password, b, await solvedVerification(t.app, b))).toMatchObject({ code: 0, msg: '' });
      // Signing in elsewhere does not unlock the failing address.
      expect((await login(username, password, a)).code).toBe(1002000010);
      expect((await logged(username, a)).map((r) => r.result).sort()).toEqual([10, 10, 10, 10, 10, 40, 40]);
    });

    it('25 wrong passwords at once get at most the limit of password checks; the rest are logged as throttled', async () => {
      const { username } = await account(t, admin);
      const ip = address(3);
      const answers = await Promise.all(Array.from({ length: 25 }, () => login(username, 'wrong-guess', ip)));
      expect(answers).toHaveLength(25);
      expect(answers.filter((r) => r.code === BAD_CREDENTIALS.code)).toHaveLength(MAX_PER_USER);
      expect(answers.filter((r) => r.code === 1002000010)).toHaveLength(25 - MAX_PER_USER);

      const rows = await logged(username, ip);
      expect(rows).toHaveLength(25);
      expect(rows.filter((r) => r.result === 10)).toHaveLength(MAX_PER_USER);
      expect(rows.filter((r) => r.result === 40)).toHaveLength(25 - MAX_PER_USER);
    });
  });
}

lockoutSuite(
  'in-process throttle',
  () => testApp({ loginMaxFailuresPerUser: MAX_PER_USER }),
  // The first attempt's account is the demo administrator, as reported; then fresh users.
  (() => {
    let first = true;
    return async (t, admin) => {
      if (first) {
        first = false;
        return { username: 'admin', password: 'admin123' };
      }
      return createUser(t, admin);
    };
  })(),
);

// Fresh users only: a Redis counter of `admin` would outlive this run and add up across runs.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(redisUrl)('on Redis', () => {
  afterAll(async () => {
    const redis = new Redis(redisUrl!);
    const keys = await redis.keys(`tenon:login-fail:*10.${run[0]}.${run[1]}.*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
  });
  lockoutSuite('shared throttle', () => testApp({ loginMaxFailuresPerUser: MAX_PER_USER, redisUrl }), (t, admin) => createUser(t, admin));
});
