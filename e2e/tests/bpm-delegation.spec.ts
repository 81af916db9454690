/**
 * A delegate reads the process they once held (issue 22): 李四 asks for leave, his leader 张三
 * delegates the task to 赵六 (委派), 赵六 approves it back to 张三, and 赵六's detail page of that
 * process still shows it, instead of 流程实例不存在 with two toasts and an endless spinner.
 * The set-up goes through the API; what 赵六 sees is the browser's.
 */
import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, FIRST_LOAD_MS, signIn } from './helpers';

const PASSWORD = 'test123';

async function as(request: APIRequestContext, username: string) {
  const login = await request.post(`${API}/system/auth/login`, { headers: { 'tenant-id': '1' }, data: { username, password: PASSWORD } });
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const headers = { 'tenant-id': '1', authorization: `Bearer ${token}` };
  const ok = async <T>(res: Promise<{ json(): Promise<unknown> }>): Promise<T> => {
    const body = (await (await res).json()) as { code: number; data: T; msg: string };
    expect(body.code, body.msg).toBe(0);
    return body.data;
  };
  return {
    get: <T>(path: string) => ok<T>(request.get(`${API}${path}`, { headers })),
    post: <T>(path: string, data: unknown) => ok<T>(request.post(`${API}${path}`, { headers, data })),
    put: <T>(path: string, data: unknown) => ok<T>(request.put(`${API}${path}`, { headers, data })),
  };
}

type TodoPage = { list: Array<{ id: string; processInstance: { id: string } }> };

test('a delegate who approved still reads the process from its detail page', async ({ page, request }) => {
  const reason = `委派后查看 ${Date.now().toString(36)}`;
  const lisi = await as(request, 'lisi');
  const day = 24 * 3600 * 1000;
  const start = Date.now() + 7 * day;
  const leaveId = await lisi.post<number>('/bpm/oa/leave/create', { type: 1, reason, startTime: start, endTime: start + day });
  const { processInstanceId } = await lisi.get<{ processInstanceId: string }>(`/bpm/oa/leave/get?id=${leaveId}`);

  const zhangsan = await as(request, 'zhangsan');
  const task = (await zhangsan.get<TodoPage>('/bpm/task/todo-page?pageNo=1&pageSize=100')).list.find((t) => t.processInstance.id === processInstanceId)!;
  await zhangsan.put('/bpm/task/delegate', { id: task.id, delegateUserId: 104, reason: '请赵六先看' });
  const zhaoliu = await as(request, 'zhaoliu');
  await zhaoliu.put('/bpm/task/approve', { id: task.id, reason: '已看过' });

  await signIn(page, { username: 'zhaoliu', password: PASSWORD, path: `/bpm/process-instance/detail?id=${processInstanceId}` });
  await expect(page.getByLabel('流程概要')).toContainText('请假');
  await expect(page.getByText(reason)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('流程概要')).toBeVisible({ timeout: FIRST_LOAD_MS });
  await expect(page.getByText('流程实例不存在')).toHaveCount(0);
  await expect(page.locator('.ant-notification-notice')).toHaveCount(0);

  // The task went back to 张三: he approves, so the process ends and later journeys find his
  // 待办任务 as the demo left it.
  await zhangsan.put('/bpm/task/approve', { id: task.id, reason: '同意' });
});
