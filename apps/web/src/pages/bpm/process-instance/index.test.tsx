/** 我的流程 against a fake server: the list with its dictionary tags, the filters, 取消 with a reason, and the links to the detail page. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, processInstanceApi, type BpmProcessInstancePageItem, type Permission } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../test/fakeServer';
import { dictEntry, renderPage as renderWithPage } from '../../../test/renderPage';
import ProcessInstancePage from './index';

const P = Permissions.bpm.processInstance;
const created = new Date(2024, 4, 6, 9, 30, 5).getTime();
const ended = new Date(2024, 4, 7, 10, 0, 0).getTime();

const DICTS = [
  dictEntry('bpm_model_category', '1', '默认'),
  dictEntry('bpm_model_category', '2', 'OA', 'success'),
  dictEntry('bpm_process_instance_status', '1', '进行中'),
  dictEntry('bpm_process_instance_status', '2', '已完成', 'success'),
  dictEntry('bpm_process_instance_result', '1', '处理中'),
  dictEntry('bpm_process_instance_result', '2', '通过', 'success'),
  dictEntry('bpm_process_instance_result', '4', '已取消', 'info'),
];

const item = (id: string, fields: Partial<BpmProcessInstancePageItem> = {}): BpmProcessInstancePageItem => ({
  id,
  name: `流程${id}`,
  processDefinitionId: 'oa_leave:1:abc',
  category: '2',
  status: 1,
  result: 1,
  createTime: created,
  endTime: null,
  tasks: [],
  ...fields,
});

const rows = [
  item('a1', { tasks: [{ id: 't1', name: '领导审批' }, { id: 't2', name: '人事审批' }] }),
  item('b2', { category: '1', status: 2, result: 2, endTime: ended }),
];
const serverWith = (list = rows) => createFakeServer().on(processInstanceApi.myPage, ok({ list, total: list.length }));

function renderPage(server: FakeServer, permissions: readonly Permission[] = Object.values(P)) {
  return renderWithPage(<ProcessInstancePage />, {
    server,
    permissions,
    dicts: DICTS,
    path: '/bpm/task/my',
    routes: { '/bpm/process-instance/detail': <p>流程详情页</p>, '/bpm/process-instance/create': <p>发起流程页</p> },
  });
}

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

describe('the list', () => {
  it('shows each instance with its category, status and result as dictionary labels and its current tasks', async () => {
    renderPage(serverWith());
    await screen.findByText('流程a1');
    expect(cells('流程a1')).toEqual(['a1', '流程a1', 'OA', '领导审批人事审批', '进行中', '处理中', '2024-05-06 09:30:05', '', '取消详情']);
    // Only a process still in progress can be cancelled.
    expect(cells('流程b2')).toEqual(['b2', '流程b2', '默认', '', '已完成', '通过', '2024-05-06 09:30:05', '2024-05-07 10:00:00', '详情']);
  });

  it('sends the search form as the filters', async () => {
    const { server, user } = renderPage(serverWith());
    await screen.findByText('流程a1');
    await user.type(screen.getByPlaceholderText('请输入流程名称'), '请假');
    await user.type(screen.getByPlaceholderText('请输入流程定义的编号'), 'oa_leave:1:abc');
    const search = screen.getByRole('form', { name: '搜索条件' });
    const [category, status, result] = within(search).getAllByRole('combobox');
    await user.click(category!);
    await user.click(await screen.findByTitle('OA'));
    await user.click(status!);
    await user.click(await screen.findByTitle('已完成'));
    await user.click(result!);
    await user.click(await screen.findByTitle('通过'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() =>
      expect(decodeURIComponent(server.received(processInstanceApi.myPage).at(-1)!.search)).toBe(
        'name=请假&processDefinitionId=oa_leave:1:abc&category=2&status=2&result=2&pageNo=1&pageSize=20',
      ),
    );
  });

  it("opens the instance's detail page from one of its current tasks", async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('流程a1');
    await user.click(screen.getByRole('button', { name: '人事审批' }));
    await screen.findByText('流程详情页');
    expect(location()).toBe('/bpm/process-instance/detail?id=a1');
  });

  it('opens the detail page from 详情', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('流程b2');
    await user.click(within(rowOf('流程b2')).getByRole('button', { name: /详情/ }));
    await screen.findByText('流程详情页');
    expect(location()).toBe('/bpm/process-instance/detail?id=b2');
  });

  it('opens the start page from 发起流程, for holders of the create permission only', async () => {
    const { user, location } = renderPage(serverWith());
    await screen.findByText('流程a1');
    await user.click(screen.getByRole('button', { name: /发起流程/ }));
    await screen.findByText('发起流程页');
    expect(location()).toBe('/bpm/process-instance/create');
  });

  it('shows neither 发起流程 nor 取消 without their permissions', async () => {
    renderPage(serverWith(), [P.query]);
    await screen.findByText('流程a1');
    expect(screen.queryByRole('button', { name: /发起流程/ })).not.toBeInTheDocument();
    expect(cells('流程a1').at(-1)).toBe('详情');
  });
});

describe('取消', () => {
  const openCancel = async (server: FakeServer) => {
    const page = renderPage(server);
    await screen.findByText('流程a1');
    await page.user.click(within(rowOf('流程a1')).getByRole('button', { name: /取消/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('请输入取消原因？');
    return { ...page, dialog };
  };

  it('requires a reason that is not blank, without calling the server', async () => {
    const { server, user, dialog } = await openCancel(serverWith());
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await within(dialog).findByText('取消原因不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), '   ');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    // Validating again replaces the message node: wait for the settled one, not the leaving one.
    await waitFor(() => expect(within(dialog).getByText('取消原因不能为空')).toBeInTheDocument());
    expect(server.received(processInstanceApi.cancel)).toHaveLength(0);
  });

  it('sends the id and the reason, says 取消成功 and reloads', async () => {
    const { server, user, dialog } = await openCancel(serverWith().on(processInstanceApi.cancel, ok(true)));
    await user.type(within(dialog).getByRole('textbox'), '不用请假了');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('取消成功')).toBeInTheDocument();
    const [request] = server.received(processInstanceApi.cancel);
    expect(request!.method).toBe('DELETE');
    expect(request!.body).toEqual({ id: 'a1', reason: '不用请假了' });
    await waitFor(() => expect(server.received(processInstanceApi.myPage)).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps the dialog and the reason when the server refuses', async () => {
    const { user, dialog } = await openCancel(serverWith().on(processInstanceApi.cancel, fail(1009004002, '流程取消失败，该流程不是你发起的')));
    await user.type(within(dialog).getByRole('textbox'), '不用请假了');
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('流程取消失败，该流程不是你发起的')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('不用请假了');
  });
});
