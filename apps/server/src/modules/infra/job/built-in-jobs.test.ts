/**
 * The jobs the product needs, built in: present on a start (and again after a delete), and what
 * each housekeeping handler removes: only what is past its retention or expiry.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, inArray, min, sql } from 'drizzle-orm';
import { ConfigKeys, JobLogStatus, JobStatus, jobApi, jobLogApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { infraJob, infraJobLog } from './job.schema.ts';
import { loginLog } from '../../system/login-log/login-log.schema.ts';
import { operateLog } from '../../system/operate-log/operate-log.schema.ts';
import { accessToken, refreshToken } from '../../system/auth/auth.schema.ts';
import { syncBuiltInJobs } from './built-in-jobs.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const jobOf = async (handlerName: string) => (await t.callOk(jobApi.page, { query: { handlerName }, as: admin })).list.find((j) => j.handlerName === handlerName)!;
async function runNow(handlerName: string): Promise<string> {
  const job = await jobOf(handlerName);
  await t.callOk(jobApi.trigger, { query: { id: job.id }, as: admin });
  await t.app.jobs.runner.idle();
  const [latest] = (await t.callOk(jobLogApi.page, { query: { jobId: job.id }, as: admin })).list;
  expect(latest!.status).toBe(JobLogStatus.SUCCESS);
  return latest!.result;
}

describe('the built-in jobs', () => {
  it('are there on a start, 正常, on their schedules', async () => {
    const { list } = await t.callOk(jobApi.page, { query: { pageSize: 100 }, as: admin });
    const byHandler = Object.fromEntries(list.map((j) => [j.handlerName, j]));
    expect(byHandler.bpmTimerJob).toMatchObject({ name: '工作流定时器', cronExpression: '0/15 * * * * ?', status: JobStatus.NORMAL });
    expect(byHandler.tokenCleanJob).toMatchObject({ name: '清理过期令牌', cronExpression: '0 0 * * * ?' });
    expect(byHandler.loginLogCleanJob).toMatchObject({ name: '清理登录日志' });
    expect(byHandler.jobLogCleanJob).toMatchObject({ name: '清理定时任务日志' });
    expect(byHandler.operateLogCleanJob).toMatchObject({ name: '清理操作日志', cronExpression: '0 20 3 * * ?' });
  });

  it('come back at the next start when deleted, and keep an administrator’s pause', async () => {
    const tokens = await jobOf('tokenCleanJob');
    const logs = await jobOf('loginLogCleanJob');
    await t.callOk(jobApi.delete, { query: { id: tokens.id }, as: admin });
    await t.callOk(jobApi.updateStatus, { query: { id: logs.id, status: JobStatus.STOP }, body: {}, as: admin });
    await syncBuiltInJobs(t.db, t.app.jobs.handlers, 'Asia/Shanghai');
    expect(await jobOf('tokenCleanJob')).toMatchObject({ name: '清理过期令牌', status: JobStatus.NORMAL });
    expect((await jobOf('loginLogCleanJob')).status).toBe(JobStatus.STOP);
  });
});

describe('housekeeping', () => {
  it('清理登录日志 removes the attempts older than the retention in 配置管理, of every tenant', async () => {
    await t.setConfig(ConfigKeys.LOGIN_LOG_RETAIN_DAYS, '30');
    const rows = await t.db
      .insert(loginLog)
      .values([
        { tenantId: 1, logType: 100, result: 0, username: 'old1', createTime: Date.now() - 31 * DAY },
        { tenantId: 121, logType: 100, result: 0, username: 'old121', createTime: Date.now() - 40 * DAY },
        { tenantId: 1, logType: 100, result: 0, username: 'recent', createTime: Date.now() - 29 * DAY },
      ])
      .returning({ id: loginLog.id, username: loginLog.username });
    expect(await runNow('loginLogCleanJob')).toMatch(/^删除了 2 条 30 天前的登录日志$/);
    const left = await t.db.select({ username: loginLog.username }).from(loginLog).where(inArray(loginLog.id, rows.map((r) => r.id)));
    expect(left).toEqual([{ username: 'recent' }]);
  });

  it('清理操作日志 removes operations older than its retention', async () => {
    await t.setConfig(ConfigKeys.OPERATE_LOG_RETAIN_DAYS, '7');
    const old = Date.now() - 8 * DAY;
    await t.db.execute(sql`UPDATE system_operate_log SET start_time = to_timestamp(${old / 1000}) WHERE id = (SELECT min(id) FROM system_operate_log)`);
    expect(await runNow('operateLogCleanJob')).toMatch(/^删除了 [1-9]\d* 条 7 天前的操作日志$/);
    const [{ oldest }] = await t.db.select({ oldest: min(operateLog.startTime) }).from(operateLog);
    expect(Number(oldest)).toBeGreaterThan(Date.now() - 7 * DAY);
  });

  it('清理定时任务日志 removes runs older than its retention', async () => {
    await t.setConfig(ConfigKeys.JOB_LOG_RETAIN_DAYS, '14');
    const [old] = await t.db.insert(infraJobLog).values({ jobId: 1, handlerName: 'demoJob', executeIndex: 1, beginTime: Date.now() - 15 * DAY, status: JobLogStatus.SUCCESS }).returning();
    const result = await runNow('jobLogCleanJob');
    expect(result).toBe('删除了 1 条 14 天前的调度日志');
    expect((await t.db.select({ n: count() }).from(infraJobLog).where(eq(infraJobLog.id, old!.id)))[0]!.n).toBe(0);
  });

  it('清理过期令牌 removes expired access and refresh tokens and keeps live sessions working', async () => {
    const expired = { tenantId: 1, sessionId: 'expired-session', userId: 1, expiresTime: Date.now() - 1000 };
    await t.db.insert(accessToken).values({ ...expired, tokenHash: 'x'.repeat(64) });
    await t.db.insert(refreshToken).values({ ...expired, tokenHash: 'y'.repeat(64) });
    expect(await runNow('tokenCleanJob')).toMatch(/^删除了 \d+ 个过期的访问令牌、\d+ 个过期的刷新令牌$/);
    expect(await t.db.select().from(accessToken).where(eq(accessToken.sessionId, 'expired-session'))).toEqual([]);
    expect(await t.db.select().from(refreshToken).where(eq(refreshToken.sessionId, 'expired-session'))).toEqual([]);
    // The administrator's own session is live: still signed in.
    expect((await t.call(jobApi.page, { query: {}, as: admin })).code).toBe(0);
  });
});

describe('a job without its handler', () => {
  it('fails its run with the reason, without stopping the others', async () => {
    const [row] = await t.db.insert(infraJob).values({ name: '孤儿', status: JobStatus.NORMAL, handlerName: 'goneJob', cronExpression: '0 0 3 * * ?' }).returning();
    await t.callOk(jobApi.trigger, { query: { id: row!.id }, as: admin });
    await t.app.jobs.runner.idle();
    const [log] = (await t.callOk(jobLogApi.page, { query: { jobId: row!.id }, as: admin })).list;
    expect(log).toMatchObject({ status: JobLogStatus.FAILURE, result: '定时任务的处理器【goneJob】不存在' });
  });
});
