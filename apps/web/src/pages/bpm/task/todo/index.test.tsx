/** 待办任务 against a fake server: the columns, the filters and 审批 opening the instance's detail page. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, taskApi, type BpmTodoTask, type Permission } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { renderPage as renderWithPage } from '../../../../test/renderPage';
import TodoTaskPage from './index';

const created = new Date(2024, 4, 6, 9, 30, 5).getTime();
const task = (id: string, fields: Partial<BpmTodoTask> = {}): BpmTodoTask => ({
  id,
  name: `任务${id}`,
  claimTime: null,
  createTime: created,
  suspensionState: 1,
  processInstance: { id: `pi-${id}`, name: '请假流程', startUserId: 1, startUserNickname: '芋道源码', processDefinitionId: 'oa_leave:1:abc' },
  ...fields,
});
const rows = [task('t1'), task('t2', { suspensionState: 2 })];
const serverWith = () => createFakeServer().on(taskApi.todoPage, ok({ list: rows, total: rows.length }));

function renderPage(server: FakeServer, permissions: readonly Permission[] = [Permissions.bpm.task.query, Permissions.bpm.task.update]) {
  return renderWithPage(<TodoTaskPage />, { server, permissions, path: '/bpm/task/todo', routes: { '/bpm/process-instance/detail': <p>流程详情页</p> } });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

describe('待办任务', () => {
  it('shows each task with its process, who started it and whether it is active', async () => {
    renderPage(serverWith());
    await screen.findByText('任务t1');
    expect(cells('任务t1')).toEqual(['t1', '任务t1', '请假流程', '芋道源码', '2024-05-06 09:30:05', '激活', '审批']);
    expect(cells('任务t2')).toEqual(['t2', '任务t2', '请假流程', '芋道源码', '2024-05-06 09:30:05', '挂起', '审批']);
  });

  it('searches by name', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('任务t1');
    await user.type(screen.getByPlaceholderText('请输入流程名'), '审批');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(taskApi.todoPage).at(-1)!.search)).toBe('name=审批&pageNo=1&pageSize=20'));
  });

  it('opens the detail page of the task’s process instance from 审批', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('任务t2');
    await user.click(within(rowOf('任务t2')).getByRole('button', { name: /审批/ }));
    await screen.findByText('流程详情页');
    expect(location()).toBe('/bpm/process-instance/detail?id=pi-t2');
  });

  it('shows no 审批 without the task update permission', async () => {
    renderPage(serverWith(), [Permissions.bpm.task.query]);
    await screen.findByText('任务t1');
    expect(screen.queryByRole('button', { name: /审批/ })).not.toBeInTheDocument();
  });
});
