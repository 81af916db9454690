// @postgres: the bounded count, the partial and trigram indexes of the big lists (docs/performance-lists.md)
/**
 * The big lists stop counting at PAGE_TOTAL_CAP: over it a page answers total 10,001 and
 * `totalCapped: true`, under it the exact total and no flag; the filters the indexes serve still
 * return the right rows; and the migration leaves those indexes in place on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PAGE_TOTAL_CAP, apiAccessLogApi, jobLogApi, operateLogApi, processInstanceApi, taskApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../test/testApp.ts';

let t: TestApp;
let admin: Session;
const many = PAGE_TOTAL_CAP + 50;

beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  // Rows numbered 1…many, row g one minute older than row g - 1.
  await t.db.execute(sql`
    INSERT INTO system_operate_log (tenant_id, user_id, user_type, user_nickname, module, name, type, request_method, request_url, start_time, duration, result_code)
    SELECT 1, 1, 2, 'cap-' || g, CASE WHEN g % 1000 = 0 THEN '容量模块' ELSE '其他' END, 'cap', g % 7, 'POST', '/cap',
           now() - make_interval(mins => g), 1, CASE WHEN g % 500 = 0 THEN 1002000000 ELSE 0 END
    FROM generate_series(1, ${many}::int) g`);
  await t.db.execute(sql`
    INSERT INTO infra_api_access_log (tenant_id, user_id, user_type, application_name, request_url, begin_time, end_time, duration, result_code)
    SELECT 1, 0, 2, 'cap-app', '/cap/' || g, now() - make_interval(mins => g), now() - make_interval(mins => g), g % 100, 0
    FROM generate_series(1, ${many}::int) g`);
  await t.db.execute(sql`
    INSERT INTO infra_job_log (job_id, handler_name, execute_index, begin_time, status)
    SELECT 9000 + g % 2, 'cap' || (g % 100) || 'Handler', 1, now() - make_interval(mins => g), 1
    FROM generate_series(1, ${many}::int) g`);
}, 120_000);
afterAll(() => t.close());

describe('a list over the cap', () => {
  it('answers total 10,001 with totalCapped, and its newest rows', async () => {
    const page = await t.callOk(operateLogApi.page, { query: { pageNo: 1, pageSize: 10 }, as: admin });
    expect(page).toMatchObject({ total: PAGE_TOTAL_CAP + 1, totalCapped: true });
    expect(page.list).toHaveLength(10);
    const times = page.list.map((r) => r.startTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));

    const access = await t.callOk(apiAccessLogApi.page, { query: { applicationName: 'cap-app', pageSize: 10 }, as: admin });
    expect(access).toMatchObject({ total: PAGE_TOTAL_CAP + 1, totalCapped: true });
    // 访问日志 is newest written first (id desc): the last row inserted.
    expect(access.list[0]!.requestUrl).toBe(`/cap/${many}`);
  });

  it('pages past the rows it counted, as the reference console does with its total', async () => {
    const last = await t.callOk(apiAccessLogApi.page, { query: { applicationName: 'cap-app', pageNo: 1001, pageSize: 10 }, as: admin });
    expect(last.list.map((r) => r.requestUrl)).toEqual(Array.from({ length: 10 }, (_, i) => `/cap/${many - 10_000 - i}`));
  });

  it('answers the exact total and no flag once a filter narrows it under the cap', async () => {
    const modules = await t.callOk(operateLogApi.page, { query: { module: '容量', pageSize: 100 }, as: admin });
    expect(modules.total).toBe(Math.floor(many / 1000));
    expect(modules).not.toHaveProperty('totalCapped');
    expect(modules.list.every((r) => r.module === '容量模块')).toBe(true);
    // A short page ends the list (its total is the rows before it and its own, no count sent);
    // a full one and one past the end are counted: every page says the same total.
    const pages = await Promise.all([1, 2, 3, 4].map((pageNo) => t.callOk(operateLogApi.page, { query: { module: '容量', pageNo, pageSize: 4 }, as: admin })));
    expect(pages.map((p) => [p.list.length, p.total])).toEqual([[4, 10], [4, 10], [2, 10], [0, 10]]);

    // 失败: its own partial index, newest first.
    const failed = await t.callOk(operateLogApi.page, { query: { success: false, userNickname: 'cap-', pageSize: 100 }, as: admin });
    expect(failed.total).toBe(Math.floor(many / 500));
    expect(failed.list[0]!.userNickname).toBe('cap-500');
    expect(failed.list.every((r) => r.resultCode !== 0)).toBe(true);

    const operator = await t.callOk(operateLogApi.page, { query: { userNickname: 'cap-4242' }, as: admin });
    expect(operator.list.map((r) => r.userNickname)).toEqual(['cap-4242']);

    const slow = await t.callOk(apiAccessLogApi.page, { query: { applicationName: 'cap-app', duration: 99 }, as: admin });
    expect(slow.total).toBe(Math.floor(many / 100));

    const url = await t.callOk(apiAccessLogApi.page, { query: { requestUrl: '/cap/10042' }, as: admin });
    expect(url).toMatchObject({ total: 1, list: [{ requestUrl: '/cap/10042' }] });
  });

  it('filters 调度日志 by handler and job under and over the cap', async () => {
    const handler = await t.callOk(jobLogApi.page, { query: { handlerName: 'cap42Handler', pageSize: 100 }, as: admin });
    expect(handler.total).toBe(Math.floor(many / 100) + (many % 100 >= 42 ? 1 : 0));
    expect(handler.list.every((r) => r.handlerName === 'cap42Handler')).toBe(true);
    expect(handler).not.toHaveProperty('totalCapped');

    const job = await t.callOk(jobLogApi.page, { query: { jobId: 9000 }, as: admin });
    expect(job.total).toBe(Math.floor(many / 2));
  });

  it('a small list still answers its exact total (我的流程, 待办)', async () => {
    const mine = await t.callOk(processInstanceApi.myPage, { query: {}, as: admin });
    expect(mine.total).toBeGreaterThanOrEqual(mine.list.length);
    expect(mine).not.toHaveProperty('totalCapped');
    const todo = await t.callOk(taskApi.todoPage, { query: {}, as: admin });
    expect(todo).not.toHaveProperty('totalCapped');
  });
});

describe('待办, 已办 and 我的流程 searched by name', () => {
  it("matches the task's name or its process's name, among the names the tenant holds", async () => {
    await t.db.execute(sql`
      INSERT INTO bpm_process_instance (id, tenant_id, process_definition_id, process_key, name, status, result, start_user_id, form_variables, variables, state)
      VALUES ('cap-pi-1', 1, 'cap:1:cap', 'cap', '容量报销申请', 1, 1, 1, '{}', '{}', '{}'),
             ('cap-pi-2', 1, 'cap:1:cap', 'cap', '容量其他申请', 1, 1, 1, '{}', '{}', '{}'),
             ('cap-pi-3', 1, 'cap:1:cap', 'cap', '容量报销申请', 1, 1, 2, '{}', '{}', '{}')`);
    await t.db.execute(sql`
      INSERT INTO bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, name, assignee_user_id, result, end_time)
      VALUES ('cap-t-1', 1, 'cap-pi-1', 'cap:1:cap', 'a', '主管审批', 1, 1, NULL), ('cap-t-2', 1, 'cap-pi-2', 'cap:1:cap', 'b', '容量复核', 1, 1, NULL),
             ('cap-t-3', 1, 'cap-pi-3', 'cap:1:cap', 'a', '主管审批', 1, 2, now()), ('cap-t-4', 1, 'cap-pi-3', 'cap:1:cap', 'b', '容量复核', 2, 1, NULL)`);
    const todo = async (name: string) => (await t.callOk(taskApi.todoPage, { query: { name }, as: admin })).list.map((x) => x.id).sort();
    expect(await todo('报销')).toEqual(['cap-t-1']);
    // cap-t-4 is another user's task of the same name: not on the administrator's list.
    expect(await todo('复核')).toEqual(['cap-t-2']);
    expect(await todo('容量')).toEqual(['cap-t-1', 'cap-t-2']);
    expect(await todo('没有这个')).toEqual([]);
    // 已办 keeps the finished ones: the same name, the other half of the user's tasks.
    const done = async (name: string) => (await t.callOk(taskApi.donePage, { query: { name }, as: admin })).list.map((x) => x.id);
    expect(await done('主管')).toEqual(['cap-t-3']);
    expect(await done('报销')).toEqual(['cap-t-3']);
    expect(await done('复核')).toEqual([]);
    // 我的流程: the administrator's own instances of the matching names (cap-pi-3 is user 2's).
    const mine = async (name: string) => (await t.callOk(processInstanceApi.myPage, { query: { name }, as: admin })).list.map((x) => x.id).sort();
    expect(await mine('容量报销')).toEqual(['cap-pi-1']);
    expect(await mine('容量')).toEqual(['cap-pi-1', 'cap-pi-2']);
    expect(await mine('没有这个')).toEqual([]);
  });

  it('still finds a task among more distinct names than a skip scan reads (a plain "contains")', async () => {
    await t.db.execute(sql`
      INSERT INTO bpm_task (id, tenant_id, process_instance_id, process_definition_id, definition_key, name, assignee_user_id, result)
      SELECT 'cap-many-' || g, 1, 'cap-pi-2', 'cap:1:cap', 'm', '节点' || g, 1, 1 FROM generate_series(1, 1100) g`);
    const todo = async (name: string) => (await t.callOk(taskApi.todoPage, { query: { name, pageSize: 100 }, as: admin })).list.map((x) => x.id).sort();
    expect(await todo('节点1099')).toEqual(['cap-many-1099']);
    expect(await todo('容量复核')).toEqual(['cap-t-2']);
  });
});

describe('the list indexes', () => {
  it('are there after the migrations, trigram ones included', async () => {
    const { rows } = (await t.db.execute(sql`SELECT indexname FROM pg_indexes WHERE schemaname = current_schema()`)) as unknown as {
      rows: Array<{ indexname: string }>;
    };
    const names = rows.map((r) => r.indexname);
    expect(names).toEqual(
      expect.arrayContaining([
        'system_operate_log_tenant_time_idx',
        'system_operate_log_failed_idx',
        'system_operate_log_module_idx',
        'system_operate_log_type_idx',
        'system_operate_log_nickname_idx',
        'system_operate_log_operator_trgm_idx',
        'infra_api_access_log_url_trgm_idx',
        'infra_api_access_log_duration_idx',
        'infra_job_log_handler_idx',
        'infra_api_access_log_app_idx',
        'bpm_process_instance_starter_category',
        'bpm_process_instance_name',
        'bpm_process_instance_starter_name',
        'bpm_task_todo',
        'bpm_task_done',
        'bpm_task_todo_name',
        'bpm_task_done_name',
        'system_users_mobile_trgm_idx',
      ]),
    );
  });
});
