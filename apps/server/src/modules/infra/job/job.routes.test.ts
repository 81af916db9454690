/**
 * 定时任务 and 调度日志 over HTTP: CRUD with the reference's rules (a registered handler, one job
 * per handler, a Quartz expression, edits only while 正常), pause and resume in both of the
 * reference consoles' shapes, 执行一次 writing a log row, the next fire times, exports, and the
 * refusals for other tenants and callers without the permission.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobLogStatus, JobStatus, jobApi, jobLogApi, type BodyOf } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { readXlsx } from '../../../platform/excel.ts';

let t: TestApp;
let admin: Session;
let plain: Session;
let other: Session;
beforeAll(async () => {
  t = await testApp();
  [admin, plain, other] = await Promise.all([t.login(), t.loginPlain(), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

type CreateBody = BodyOf<typeof jobApi.create>;
const body = (more: Partial<CreateBody> = {}): CreateBody => ({ name: '测试任务', handlerName: 'demoJob', handlerParam: 'p', cronExpression: '0 0 3 * * ?', retryCount: 0, retryInterval: 0, monitorTimeout: 0, ...more });
const create = (b: CreateBody, as = admin) => t.call(jobApi.create, { body: b, as });

/** The demo job holds demoJob: a test's own job takes it over after the demo job is deleted. */
async function freeDemoHandler() {
  const { list } = await t.callOk(jobApi.page, { query: { handlerName: 'demoJob' }, as: admin });
  for (const job of list) await t.callOk(jobApi.delete, { query: { id: job.id }, as: admin });
}

describe('定时任务', () => {
  it('the first start shows the demo job, 正常, on the demo handler', async () => {
    const { list } = await t.callOk(jobApi.page, { query: { handlerName: 'demoJob' }, as: admin });
    expect(list).toEqual([expect.objectContaining({ name: '示例任务', handlerName: 'demoJob', status: JobStatus.NORMAL, cronExpression: '0 0/5 * * * ?' })]);
    expect(await t.callOk(jobApi.handlers, { as: admin })).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'demoJob' })]));
  });

  it('refuses an unknown handler, a taken handler and an expression that is not Quartz’s', async () => {
    expect(await create(body({ handlerName: 'noSuchJob' }))).toMatchObject({ code: 1001001006, msg: '定时任务的处理器【noSuchJob】不存在' });
    expect(await create(body())).toMatchObject({ code: 1001001001, msg: '定时任务的处理器已经存在' });
    await freeDemoHandler();
    for (const cronExpression of ['* * * * *', '0 0 25 * * ?', 'every day', '0 0 0 1 1 ? 2020']) {
      expect(await create(body({ cronExpression })), cronExpression).toMatchObject({ code: 1001001005, msg: 'CRON 表达式不正确' });
    }
    expect((await t.api({ method: 'POST', path: jobApi.create.path, body: { ...body(), name: '' }, token: admin.accessToken })).code).toBe(400);
  });

  it('creates, shows the next five fire times, edits only while 正常, pauses and resumes in both consoles’ shapes, deletes', async () => {
    await freeDemoHandler();
    const id = await t.callOk(jobApi.create, { body: body({ cronExpression: '0 30 2 * * ?' }), as: admin });
    const job = await t.callOk(jobApi.get, { query: { id }, as: admin });
    expect(job).toMatchObject({ name: '测试任务', status: JobStatus.NORMAL, handlerName: 'demoJob', handlerParam: 'p', retryCount: 0 });

    const times = await t.callOk(jobApi.nextTimes, { query: { id }, as: admin });
    expect(times).toHaveLength(5);
    // 02:30 in Asia/Shanghai each day: 18:30 UTC, a day apart.
    for (const [i, at] of times.entries()) {
      expect(new Date(at).toISOString()).toMatch(/T18:30:00\.000Z$/);
      if (i) expect(at - times[i - 1]!).toBe(86_400_000);
    }

    // The Vue 2 console: a form body. A later console: the query string.
    const paused = await t.api({ method: 'PUT', path: jobApi.updateStatus.path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `id=${id}&status=${JobStatus.STOP}`, token: admin.accessToken });
    expect(paused).toMatchObject({ code: 0, data: true });
    expect((await t.callOk(jobApi.get, { query: { id }, as: admin })).status).toBe(JobStatus.STOP);
    expect(await t.call(jobApi.updateStatus, { query: { id, status: JobStatus.STOP }, as: admin })).toMatchObject({ code: 1001001003, msg: '定时任务已经处于该状态，无需修改' });
    expect(await t.call(jobApi.update, { body: { id, ...body({ name: '改名' }) }, as: admin })).toMatchObject({ code: 1001001004, msg: '只有开启状态的任务，才可以修改' });
    expect(await t.call(jobApi.updateStatus, { query: { id, status: JobStatus.INIT }, as: admin })).toMatchObject({ code: 1001001002 });
    expect(await t.call(jobApi.updateStatus, { query: { id, status: JobStatus.NORMAL }, as: admin })).toMatchObject({ code: 0 });

    // The handler sent again on update is ignored: it is fixed at creation.
    await t.callOk(jobApi.update, { body: { id, ...body({ name: '改名', handlerName: 'other', cronExpression: '0 0 4 * * ?' }) }, as: admin });
    expect(await t.callOk(jobApi.get, { query: { id }, as: admin })).toMatchObject({ name: '改名', handlerName: 'demoJob', cronExpression: '0 0 4 * * ?' });
    expect((await t.callOk(jobApi.page, { query: { name: '改' }, as: admin })).list.map((j) => j.id)).toEqual([id]);

    const file = await t.download(jobApi.export, { query: { name: '改名' }, as: admin });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('定时任务.xlsx'));
    const sheet = await readXlsx(file.rawPayload);
    expect(sheet.map((r) => r.values)).toEqual([
      expect.objectContaining({ 任务编号: String(id), 任务名称: '改名', 任务状态: '正常', 处理器的名字: 'demoJob', 处理器的参数: 'p', 'CRON 表达式': '0 0 4 * * ?', 重试次数: '0' }),
    ]);

    await t.callOk(jobApi.delete, { query: { id }, as: admin });
    expect(await t.call(jobApi.get, { query: { id }, as: admin })).toMatchObject({ code: 1001001000, msg: '定时任务不存在' });
  });

  it('执行一次 runs the handler now and writes its log row; a failing run is retried at its interval, one row per attempt', async () => {
    await freeDemoHandler();
    const id = await t.callOk(jobApi.create, { body: body({ handlerParam: 'fail', retryCount: 2, retryInterval: 300 }), as: admin });
    await t.callOk(jobApi.trigger, { query: { id }, as: admin });
    await t.app.jobs.runner.idle();
    const { list } = await t.callOk(jobLogApi.page, { query: { jobId: id }, as: admin });
    const attempts = [...list].reverse();
    expect(attempts.map((l) => [l.executeIndex, l.status, l.result])).toEqual([1, 2, 3].map((i) => [i, JobLogStatus.FAILURE, '示例任务按参数要求执行失败']));
    for (let i = 1; i < attempts.length; i++) expect(attempts[i]!.beginTime - attempts[i - 1]!.endTime!).toBeGreaterThanOrEqual(300);

    await t.callOk(jobApi.update, { body: { id, ...body({ handlerParam: 'ok' }) }, as: admin });
    await t.callOk(jobApi.trigger, { query: { id }, as: admin });
    await t.app.jobs.runner.idle();
    const [latest] = (await t.callOk(jobLogApi.page, { query: { jobId: id, status: JobLogStatus.SUCCESS }, as: admin })).list;
    expect(latest).toMatchObject({ executeIndex: 1, handlerName: 'demoJob', handlerParam: 'ok', status: JobLogStatus.SUCCESS, result: '示例任务执行成功，参数：ok' });
    expect(latest!.duration).toBe(latest!.endTime! - latest!.beginTime);
    expect(await t.callOk(jobLogApi.get, { query: { id: latest!.id }, as: admin })).toEqual(latest);

    const file = await t.download(jobLogApi.export, { query: { jobId: id }, as: admin });
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('定时任务日志.xlsx'));
    // The three failed attempts and the success, newest first, statuses by label.
    expect((await readXlsx(file.rawPayload)).map((r) => [r.values['第几次执行'], r.values['任务状态']])).toEqual([['1', '成功'], ['3', '失败'], ['2', '失败'], ['1', '失败']]);
  });

  it('is the system tenant’s alone and asks for each permission', async () => {
    expect((await t.call(jobApi.page, { query: {}, as: other })).code).not.toBe(0);
    expect((await t.call(jobLogApi.page, { query: {}, as: other })).code).not.toBe(0);
    expect((await t.call(jobApi.page, { query: {}, as: plain })).code).toBe(403);
    expect((await t.call(jobApi.trigger, { query: { id: 1 }, as: plain })).code).toBe(403);
  });
});
