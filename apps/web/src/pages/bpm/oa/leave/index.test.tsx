/** 请假查询 against a fake server: my leaves with their tags, the filters, 发起请假, 详情, 进度, and 取消 through the process. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, oaLeaveApi, processInstanceApi, type BpmOaLeave, type Permission } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../../test/fakeServer';
import { dictEntry, renderPage as renderWithPage } from '../../../../test/renderPage';
import OaLeavePage from './index';

const at = (text: string) => new Date(text).getTime();
const DICTS = [
  dictEntry('bpm_process_instance_result', '1', '处理中'),
  dictEntry('bpm_process_instance_result', '2', '通过', 'success'),
  dictEntry('bpm_oa_leave_type', '1', '病假'),
  dictEntry('bpm_oa_leave_type', '2', '事假', 'info'),
];
const ALL: Permission[] = [...Object.values(Permissions.bpm.oaLeave), ...Object.values(Permissions.bpm.processInstance)];

const leave = (id: number, fields: Partial<BpmOaLeave> = {}): BpmOaLeave => ({
  id,
  type: 1,
  reason: `原因${id}`,
  startTime: at('2024-05-06T09:00:00'),
  endTime: at('2024-05-08T18:00:00'),
  day: 2,
  result: 1,
  createTime: at('2024-05-05T10:30:00'),
  processInstanceId: `pi-${id}`,
  ...fields,
});
const rows = [leave(7), leave(3, { type: 2, result: 2 })];
const serverWith = (list = rows) => createFakeServer().on(oaLeaveApi.page, ok({ list, total: list.length }));

function renderPage(server: FakeServer, permissions: readonly Permission[] = ALL) {
  return renderWithPage(<OaLeavePage />, {
    server,
    permissions,
    dicts: DICTS,
    path: '/bpm/oa/leave',
    routes: {
      '/bpm/oa/leave/create': <p>发起请假页</p>,
      '/bpm/oa/leave/detail': <p>请假详情页</p>,
      '/bpm/process-instance/detail': <p>流程详情页</p>,
    },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

describe('the list', () => {
  it('shows each leave with its result and type as dictionary labels; only one in progress can be cancelled', async () => {
    renderPage(serverWith());
    await screen.findByText('原因7');
    expect(cells('原因7')).toEqual(['7', '处理中', '2024-05-06 09:00:00', '2024-05-08 18:00:00', '病假', '原因7', '2024-05-05 10:30:00', '详情进度取消']);
    expect(cells('原因3')).toEqual(['3', '通过', '2024-05-06 09:00:00', '2024-05-08 18:00:00', '事假', '原因3', '2024-05-05 10:30:00', '详情进度']);
  });

  it('sends the search form as the filters', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('原因7');
    const search = screen.getByRole('form', { name: '搜索条件' });
    await user.type(within(search).getByPlaceholderText('请输入原因'), '家中');
    const [type, result] = within(search).getAllByRole('combobox');
    await user.click(type!);
    await user.click(await screen.findByTitle('事假'));
    await user.click(result!);
    await user.click(await screen.findByTitle('通过'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => {
      const query = new URLSearchParams(server.received(oaLeaveApi.page).at(-1)!.search);
      expect(Object.fromEntries(query)).toMatchObject({ type: '2', result: '2', reason: '家中', pageNo: '1' });
    });
  });

  it('opens the create page from 发起请假, shown to holders of the create permission only', async () => {
    const { user, location } = renderPage(serverWith());
    await user.click(await screen.findByRole('button', { name: /发起请假/ }));
    await screen.findByText('发起请假页');
    expect(location()).toBe('/bpm/oa/leave/create');
  });

  it('hides 发起请假, 进度 and 取消 without their permissions', async () => {
    renderPage(serverWith(), [Permissions.bpm.oaLeave.query]);
    await screen.findByText('原因7');
    expect(screen.queryByRole('button', { name: /发起请假/ })).not.toBeInTheDocument();
    expect(cells('原因7').at(-1)).toBe('详情');
  });

  it('opens the leave from 详情', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('原因7');
    await user.click(within(rowOf('原因7')).getByRole('button', { name: /详情/ }));
    await screen.findByText('请假详情页');
    expect(location()).toBe('/bpm/oa/leave/detail?id=7');
  });

  it('opens the process detail page from 进度', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('原因3');
    await user.click(within(rowOf('原因3')).getByRole('button', { name: /进度/ }));
    await screen.findByText('流程详情页');
    expect(location()).toBe('/bpm/process-instance/detail?id=pi-3');
  });
});

describe('取消', () => {
  it('asks for a reason, cancels the leave’s process, says 取消成功 and reloads the list', async () => {
    const { server, user } = renderPage(serverWith().on(processInstanceApi.cancel, ok(true)));
    await screen.findByText('原因7');
    await user.click(within(rowOf('原因7')).getByRole('button', { name: /取消/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('请输入取消原因');
    await user.type(within(dialog).getByRole('textbox'), '不请了');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    expect(server.received(processInstanceApi.cancel)[0]!.body).toEqual({ id: 'pi-7', reason: '不请了' });
    await waitFor(() => expect(server.received(oaLeaveApi.page)).toHaveLength(2));
  });
});
