/** 回调通知 against a fake server: the attempts out of the most, the filters, and 查看详情 with its 回调日志. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { payAppApi, payNotifyApi, Permissions } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { payDicts } from '../testing/payFixtures';
import PayNotifyPage from './index';

const at = (minute: number) => new Date(2024, 4, 6, 10, minute, 0).getTime();
const task = {
  id: 61, appId: 7, appName: '示例应用', type: 1, dataId: 41, merchantOrderId: '41', status: 21, nextNotifyTime: at(30), lastExecuteTime: at(15),
  notifyTimes: 2, maxNotifyTimes: 9, notifyUrl: 'http://127.0.0.1:48080/admin-api/pay/demo-order/update-paid', createTime: at(0), updateTime: at(15),
};
const logs = [
  { id: 71, taskId: 61, notifyTimes: 1, response: '{"code":500,"msg":"系统异常"}', status: 21, createTime: at(0) },
  { id: 72, taskId: 61, notifyTimes: 2, response: 'connect ECONNREFUSED 127.0.0.1:48080', status: 22, createTime: at(15) },
];
const serverWith = () =>
  createFakeServer()
    .on(payNotifyApi.page, ok({ list: [task], total: 1 }))
    .on(payAppApi.list, ok([{ id: 7, name: '示例应用' }]))
    .on(payNotifyApi.getDetail, ok({ ...task, logs }));
const permissions = Object.values(Permissions.pay.notify);

describe('回调通知', () => {
  it('lists the notifications with their attempts out of the most, and filters by type', async () => {
    const { server, user } = renderPage(<PayNotifyPage />, { server: serverWith(), permissions, dicts: payDicts });
    const row = within((await screen.findByText('2 / 9')).closest('tr')!);
    expect(row.getByText('支付单')).toBeInTheDocument();
    expect(row.getByText('请求成功，但是结果失败')).toBeInTheDocument();
    expect(row.getByText('2024-05-06 10:30:00')).toBeInTheDocument();
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.click(search.getByRole('combobox', { name: '通知类型' }));
    await user.click(await screen.findByTitle('退款单'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.received(payNotifyApi.page).at(-1)!.search).toContain('type=2'));
  });

  it('查看详情 shows the notification and each attempt with the merchant’s answer', async () => {
    const { server, user } = renderPage(<PayNotifyPage />, { server: serverWith(), permissions, dicts: payDicts });
    await user.click(within((await screen.findByText('2 / 9')).closest('tr')!).getByRole('button', { name: /查看详情/ }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('通知详情')).toBeInTheDocument();
    expect(server.received(payNotifyApi.getDetail)[0]!.search).toBe('id=61');
    const log = within(dialog.getByRole('table', { name: '回调日志' }));
    for (const header of ['日志编号', '通知状态', '通知次数', '通知时间', '响应结果']) expect(log.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const second = within(log.getByText('72').closest('tr')!);
    expect(second.getByText('请求失败')).toBeInTheDocument();
    expect(second.getByText('2024-05-06 10:15:00')).toBeInTheDocument();
    expect(second.getByText('connect ECONNREFUSED 127.0.0.1:48080')).toBeInTheDocument();
    expect(log.getByText('{"code":500,"msg":"系统异常"}')).toBeInTheDocument();
  });
});
