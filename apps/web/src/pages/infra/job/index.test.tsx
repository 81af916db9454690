/**
 * 定时任务 against a fake server: what the screen adds to the kit (the handler picked from the
 * server's and fixed once created, 开启/暂停, 执行一次, 任务详细 with the next fire times, the way
 * to 调度日志) and 调度日志 (one job's log, the single-moment filters, 执行时间 and 执行时长).
 */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, jobApi, jobLogApi, type Job, type JobLog } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../test/renderPage';
import JobPage from './index';
import JobLogPage from './log/index';

const at = (h: number, m = 0, s = 0) => new Date(2026, 10, 29, h, m, s).getTime();
const job = (id: number, fields: Partial<Job> = {}): Job => ({
  id,
  name: `任务${id}`,
  status: 1,
  handlerName: `handler${id}`,
  handlerParam: 'p',
  cronExpression: '0 0/5 * * * ?',
  retryCount: 2,
  retryInterval: 1000,
  monitorTimeout: 0,
  createTime: at(9),
  ...fields,
});
const dicts = [
  ...COMMON_STATUS,
  dictEntry('infra_job_status', '0', '初始化中'),
  dictEntry('infra_job_status', '1', '正常', 'success'),
  dictEntry('infra_job_status', '2', '暂停', 'danger'),
  dictEntry('infra_job_log_status', '0', '运行中'),
  dictEntry('infra_job_log_status', '1', '成功', 'success'),
  dictEntry('infra_job_log_status', '2', '失败', 'warning'),
];
const running = job(1, { name: '示例任务', handlerName: 'demoJob' });
const paused = job(2, { status: 2 });
const serverWith = () =>
  createFakeServer()
    .on(jobApi.page, ok({ list: [running, paused], total: 2 }))
    .on(jobApi.handlers, ok([{ name: 'demoJob', description: '示例任务' }, { name: 'purgeLogs', description: '清理日志' }]));
const openJobs = (server: FakeServer, permissions = Object.values(Permissions.infra.job)) =>
  renderPage(<JobPage />, { server, permissions, dicts, path: '/infra/job', routes: { '/job/log': <p>调度日志页</p> } });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const confirm = async (user: { click: (e: Element) => Promise<void> }, question: string) => {
  expect(await screen.findByText(question)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: '确定' }));
};

describe('定时任务', () => {
  it('pauses a running job and resumes a paused one, asking first', async () => {
    const server = serverWith().on(jobApi.updateStatus, ok(true));
    const { user } = openJobs(server);
    await screen.findByText('示例任务');
    expect(within(rowOf('示例任务')).queryByRole('button', { name: /开启/ })).toBeNull();
    await user.click(within(rowOf('示例任务')).getByRole('button', { name: /暂停/ }));
    await confirm(user, '确认要暂停定时任务编号为"1"的数据项?');
    expect(await screen.findByText('暂停成功')).toBeInTheDocument();
    await user.click(within(rowOf('任务2')).getByRole('button', { name: /开启/ }));
    await confirm(user, '确认要开启定时任务编号为"2"的数据项?');
    await waitFor(() => expect(server.received(jobApi.updateStatus).map((r) => r.body)).toEqual([{ id: 1, status: 2 }, { id: 2, status: 1 }]));
  });

  it('runs a job once, shows its details with the next fire times, and opens its log', async () => {
    const server = serverWith().on(jobApi.trigger, ok(true)).on(jobApi.nextTimes, ok([at(10, 5), at(10, 10)]));
    const { user, location } = openJobs(server);
    await screen.findByText('示例任务');
    const more = () => user.click(within(rowOf('示例任务')).getByRole('button', { name: /更多/ }));

    await more();
    await user.click(await screen.findByRole('menuitem', { name: /执行一次/ }));
    await confirm(user, '确认要立即执行一次"示例任务"任务吗?');
    expect(await screen.findByText('执行成功')).toBeInTheDocument();
    expect(server.received(jobApi.trigger).map((r) => r.search)).toEqual(['id=1']);

    await more();
    await user.click(await screen.findByRole('menuitem', { name: /任务详细/ }));
    const detail = await screen.findByRole('dialog');
    expect(detail).toHaveTextContent('任务详细');
    expect(detail).toHaveTextContent('1000 毫秒');
    expect(detail).toHaveTextContent('未开启');
    expect(await within(detail).findByText('2026-11-29 10:05:00')).toBeInTheDocument();
    expect(within(detail).getByText('2026-11-29 10:10:00')).toBeInTheDocument();
    await user.click(within(detail).getByRole('button', { name: '关闭' }));

    await more();
    await user.click(await screen.findByRole('menuitem', { name: /调度日志/ }));
    await waitFor(() => expect(location()).toBe('/job/log?jobId=1'));
  });

  it('offers the server’s handlers when adding, and keeps a job’s handler fixed when editing', async () => {
    const server = serverWith().on(jobApi.create, ok(3)).on(jobApi.get, ok(running));
    const { user } = openJobs(server);
    await screen.findByText('示例任务');
    await user.click(screen.getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入任务名称'), '清理');
    await user.click(within(dialog).getByRole('combobox', { name: '处理器的名字' }));
    await user.click(await screen.findByTitle('purgeLogs（清理日志）'));
    await user.type(within(dialog).getByPlaceholderText('请输入 CRON 表达式，例如 0 0/5 * * * ?'), '0 0 1 * * ?');
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    await waitFor(() => expect(server.received(jobApi.create)).toHaveLength(1));
    expect(server.received(jobApi.create)[0]!.body).toMatchObject({ name: '清理', handlerName: 'purgeLogs', cronExpression: '0 0 1 * * ?', retryCount: 0, retryInterval: 0 });
  });

  it('opens every job’s log from 执行日志', async () => {
    const { user, location } = openJobs(serverWith());
    await user.click(await screen.findByRole('button', { name: /执行日志/ }));
    await waitFor(() => expect(location()).toBe('/job/log'));
  });
});

const log = (id: number, fields: Partial<JobLog> = {}): JobLog => ({
  id,
  jobId: 1,
  handlerName: 'demoJob',
  handlerParam: 'hello',
  executeIndex: 1,
  beginTime: at(10, 0, 0),
  endTime: at(10, 0, 1),
  duration: 1000,
  status: 1,
  result: '示例任务执行成功',
  createTime: at(10),
  ...fields,
});

describe('调度日志', () => {
  it('shows one job’s runs, with when they ran and for how long, and filters by the moments a run began after or ended before', async () => {
    const server = createFakeServer().on(jobLogApi.page, ok({ list: [log(7), log(8, { status: 0, endTime: null, duration: null, executeIndex: 2 })], total: 2 }));
    const { user } = renderPage(<JobLogPage />, { server, permissions: Object.values(Permissions.infra.job), dicts, path: '/job/log', entry: '/job/log?jobId=1' });
    expect(await screen.findByText('2026-11-29 10:00:00 ~ 2026-11-29 10:00:01')).toBeInTheDocument();
    expect(screen.getByText('1000 毫秒')).toBeInTheDocument();
    expect(screen.getByText('运行中')).toBeInTheDocument();
    await waitFor(() => expect(decodeURIComponent(server.received(jobLogApi.page)[0]!.search)).toContain('jobId=1'));

    await user.click(screen.getByPlaceholderText('请选择开始执行时间'));
    await user.type(screen.getByPlaceholderText('请选择开始执行时间'), '2026-11-29 09:00:00{Enter}');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(jobLogApi.page).at(-1)!.search)).toContain('beginTime=2026-11-29 09:00:00'));
  });
});
