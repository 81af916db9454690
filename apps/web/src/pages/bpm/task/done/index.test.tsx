/** 已办任务 against a fake server: the result tag, reason, approval time and duration, and 详情. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, taskApi, type BpmDoneTask } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../test/renderPage';
import DoneTaskPage from './index';

const created = new Date(2024, 4, 6, 9, 30, 5).getTime();
const MINUTE = 60_000;
const task = (id: string, fields: Partial<BpmDoneTask> = {}): BpmDoneTask => ({
  id,
  name: `任务${id}`,
  claimTime: null,
  createTime: created,
  suspensionState: 1,
  processInstance: { id: `pi-${id}`, name: '请假流程', startUserId: 1, startUserNickname: '芋道源码', processDefinitionId: 'oa_leave:1:abc' },
  endTime: created + 63 * MINUTE,
  durationInMillis: 63 * MINUTE,
  result: 2,
  reason: '同意',
  ...fields,
});
const rows = [task('t1'), task('t2', { result: 3, reason: '理由不充分', endTime: created + 30_000, durationInMillis: 30_000 })];
const DICTS = [dictEntry('bpm_process_instance_result', '2', '通过', 'success'), dictEntry('bpm_process_instance_result', '3', '不通过', 'danger')];

const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
const cells = (text: string) => within(rowOf(text)).getAllByRole('cell').map((c) => c.textContent);

describe('已办任务', () => {
  it('shows the result, the reason, when it was decided and how long it took, and opens the detail page', async () => {
    const server = createFakeServer().on(taskApi.donePage, ok({ list: rows, total: rows.length }));
    const { user, location } = renderPage(<DoneTaskPage />, {
      server,
      permissions: [Permissions.bpm.task.query],
      dicts: DICTS,
      path: '/bpm/task/done',
      routes: { '/bpm/process-instance/detail': <p>流程详情页</p> },
    });
    await screen.findByText('任务t1');
    expect(cells('任务t1')).toEqual(['t1', '任务t1', '请假流程', '芋道源码', '通过', '同意', '2024-05-06 09:30:05', '2024-05-06 10:33:05', '1 小时 3 分', '详情']);
    expect(cells('任务t2')).toEqual(['t2', '任务t2', '请假流程', '芋道源码', '不通过', '理由不充分', '2024-05-06 09:30:05', '2024-05-06 09:30:35', '30 秒', '详情']);
    expect(screen.getByPlaceholderText('请输入流程名')).toBeInTheDocument();

    await user.click(within(rowOf('任务t1')).getByRole('button', { name: /详情/ }));
    await screen.findByText('流程详情页');
    expect(location()).toBe('/bpm/process-instance/detail?id=pi-t1');
  });
});
