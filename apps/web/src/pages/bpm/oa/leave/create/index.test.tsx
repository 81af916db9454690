/** 发起 OA 请假 against a fake server: required fields, the days it counts, 提交 → 发起成功, its tab closed and back to the list. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, oaLeaveApi } from '@tenon/contracts';
import { createFakeServer, fail, ok, type FakeServer } from '../../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../../test/renderPage';
import { useTagsViewStore } from '../../../../../stores/tagsViewStore';
import type { TagView } from '../../../../../stores/tagsView';
import OaLeaveCreatePage from './index';

const at = (text: string) => new Date(text).getTime();

const tab = (path: string, title: string): TagView => ({ path, fullPath: path, query: {}, name: title, title, meta: {} });
const LIST_TAB = tab('/bpm/oa/leave', '请假查询');
const CREATE_TAB = tab('/bpm/oa/leave/create', '发起 OA 请假');
const openTabs = () => useTagsViewStore.getState().visitedViews.map((v) => v.path);

function open(server: FakeServer) {
  const page = renderPage(<OaLeaveCreatePage />, {
    server,
    permissions: [Permissions.bpm.oaLeave.create],
    dicts: [dictEntry('bpm_oa_leave_type', '1', '病假'), dictEntry('bpm_oa_leave_type', '2', '事假')],
    path: '/bpm/oa/leave/create',
    routes: { '/bpm/oa/leave': <p>请假列表</p> },
  });
  return { ...page, form: within(screen.getByRole('form', { name: '请假申请' })) };
}

async function pick(page: ReturnType<typeof open>, label: string, text: string) {
  await page.user.click(page.form.getByLabelText(label));
  await page.user.type(page.form.getByLabelText(label), `${text}{Enter}`);
}

describe('发起 OA 请假', () => {
  it('requires every field, without calling the server', async () => {
    const page = open(createFakeServer());
    await page.user.click(page.form.getByRole('button', { name: '提交' }));
    for (const message of ['开始时间不能为空', '结束时间不能为空', '请假类型不能为空', '原因不能为空']) expect(await page.form.findByText(message)).toBeInTheDocument();
    expect(page.server.received(oaLeaveApi.create)).toHaveLength(0);
  });

  it('shows the days the leave counts, and refuses an end on the start’s date', async () => {
    const page = open(createFakeServer());
    await pick(page, '开始时间', '2030-03-04 09:00:00');
    await pick(page, '结束时间', '2030-03-04 18:00:00');
    expect(await page.form.findByText('请假天数必须>=1')).toBeInTheDocument();
    expect(page.form.getByLabelText('请假天数')).toHaveTextContent('-');
    await page.user.clear(page.form.getByLabelText('结束时间'));
    await pick(page, '结束时间', '2030-03-07 12:00:00');
    await waitFor(() => expect(page.form.getByLabelText('请假天数')).toHaveTextContent('3 天'));
    await waitFor(() => expect(page.form.queryByText('请假天数必须>=1')).not.toBeInTheDocument());
  });

  it('submits the leave, says 发起成功, closes its tab and goes back to the list', async () => {
    useTagsViewStore.getState().setVisited([LIST_TAB, CREATE_TAB]);
    const page = open(createFakeServer().on(oaLeaveApi.create, ok(12)));
    await pick(page, '开始时间', '2030-03-04 09:00:00');
    await pick(page, '结束时间', '2030-03-06 18:00:00');
    await page.user.click(page.form.getByLabelText('请假类型'));
    await page.user.click(await screen.findByTitle('事假'));
    await page.user.type(page.form.getByLabelText('原因'), '家中有事');
    await page.user.click(page.form.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('发起成功')).toBeInTheDocument();
    expect(page.server.received(oaLeaveApi.create)[0]!.body).toEqual({
      startTime: at('2030-03-04T09:00:00'),
      endTime: at('2030-03-06T18:00:00'),
      type: 2,
      reason: '家中有事',
    });
    await screen.findByText('请假列表');
    expect(page.location()).toBe('/bpm/oa/leave');
    expect(openTabs()).toEqual(['/bpm/oa/leave']);
  });

  it('stays with what was typed, in its tab, when the server refuses', async () => {
    useTagsViewStore.getState().setVisited([LIST_TAB, CREATE_TAB]);
    const page = open(createFakeServer().on(oaLeaveApi.create, fail(1009006003, '操作失败，原因：找不到任务的审批人！')));
    await pick(page, '开始时间', '2030-03-04 09:00:00');
    await pick(page, '结束时间', '2030-03-06 18:00:00');
    await page.user.click(page.form.getByLabelText('请假类型'));
    await page.user.click(await screen.findByTitle('病假'));
    await page.user.type(page.form.getByLabelText('原因'), '家中有事');
    await page.user.click(page.form.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('操作失败，原因：找不到任务的审批人！')).toBeInTheDocument();
    expect(page.location()).toBe('/bpm/oa/leave/create');
    expect(page.form.getByLabelText('原因')).toHaveValue('家中有事');
    expect(openTabs()).toEqual(['/bpm/oa/leave', '/bpm/oa/leave/create']);
  });
});
