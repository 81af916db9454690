/** 查看 OA 请假: the leave named by `?id=` as a descriptions list, and the same view given an id. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Navigate } from 'react-router';
import { Permissions, oaLeaveApi } from '@tenon/contracts';
import { createFakeServer, fail, ok } from '../../../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../../../test/renderPage';
import OaLeaveDetailPage from './index';
import LeaveDetail from './LeaveDetail';

const at = (text: string) => new Date(text).getTime();
const row = {
  id: 7,
  type: 3,
  reason: '回老家结婚',
  startTime: at('2024-05-06T09:00:00'),
  endTime: at('2024-05-10T18:00:00'),
  day: 4,
  result: 1,
  createTime: at('2024-05-05T10:30:00'),
  processInstanceId: 'pi-7',
};
const options = (server: ReturnType<typeof createFakeServer>, path = '/bpm/oa/leave/detail') => ({
  server,
  permissions: [Permissions.bpm.oaLeave.query],
  dicts: [dictEntry('bpm_oa_leave_type', '3', '婚假')],
  path,
});
const described = (label: string) => screen.getByText(label).closest('tr')!.textContent;

describe('the leave detail', () => {
  it('reads the id from the address and shows type, reason, start and end', async () => {
    const server = createFakeServer().on(oaLeaveApi.get, ok(row));
    // renderPage mounts at a plain path, so the page is reached by going to its address.
    renderPage(<Navigate to="/bpm/oa/leave/detail?id=7" replace />, { ...options(server, '/'), routes: { '/bpm/oa/leave/detail': <OaLeaveDetailPage /> } });
    expect(await screen.findByText('回老家结婚')).toBeInTheDocument();
    expect(server.received(oaLeaveApi.get)[0]!.search).toBe('id=7');
    expect(described('类型')).toBe('类型婚假');
    expect(described('原因')).toBe('原因回老家结婚');
    expect(described('开始时间')).toBe('开始时间2024-05-06 09:00:00');
    expect(described('结束时间')).toBe('结束时间2024-05-10 18:00:00');
  });

  it('says the id is missing when the address has none', async () => {
    renderPage(<OaLeaveDetailPage />, options(createFakeServer()));
    expect(await screen.findByText('缺少请假申请编号')).toBeInTheDocument();
  });

  it('is the same view given an id (the process detail page embeds it)', async () => {
    const server = createFakeServer().on(oaLeaveApi.get, ok(row));
    renderPage(<LeaveDetail id={7} />, options(server));
    expect(await screen.findByText('回老家结婚')).toBeInTheDocument();
    expect(described('类型')).toBe('类型婚假');
  });

  it('shows nothing of a leave the server does not give (请假申请不存在 was shown by the request client)', async () => {
    const server = createFakeServer().on(oaLeaveApi.get, fail(1009001001, '请假申请不存在'));
    renderPage(<LeaveDetail id={8} />, options(server));
    expect(await screen.findByText('请假申请不存在')).toBeInTheDocument();
    expect(screen.queryByText('开始时间')).not.toBeInTheDocument();
  });
});
