/** 秒杀时段管理 against a fake server: the slots with their activity counts, the time pickers of the dialog, 查看秒杀活动. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, seckillTimeApi, type SeckillTime } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../../test/fakeServer';
import { renderPage } from '../../../../../test/renderPage';
import SeckillTimePage from './index';

const P = Permissions.promotion.seckillTime;
const slot = (id: number, name: string, startTime: string, endTime: string, seckillActivityCount = 0): SeckillTime => ({
  id,
  name,
  startTime,
  endTime,
  sliderPicUrls: [],
  status: 0,
  seckillActivityCount,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
});
const slots = [slot(1, '早场', '08:00:00', '12:00:00', 2), slot(2, '晚场', '20:00:00', '23:59:59')];
const serverWith = () =>
  createFakeServer()
    .on(seckillTimeApi.page, ok({ list: slots, total: slots.length }))
    .on(seckillTimeApi.get, ok(slots[0]))
    .on(seckillTimeApi.create, ok(3))
    .on(seckillTimeApi.update, ok(true));
const rowOf = (name: string) => screen.getByText(name, { selector: 'td *, td' }).closest('tr')!;

describe('秒杀时段管理', () => {
  it('lists the slots with their hours and the count of activities in each', async () => {
    renderPage(<SeckillTimePage />, { server: serverWith(), permissions: Object.values(P) });
    await screen.findByText('早场');
    expect(screen.getByRole('columnheader', { name: '秒杀活动数量' })).toBeInTheDocument();
    const row = within(rowOf('早场'));
    expect(row.getByText('08:00:00')).toBeInTheDocument();
    expect(row.getByText('12:00:00')).toBeInTheDocument();
    expect(row.getByText('2')).toBeInTheDocument();
  });

  it('adds a slot with hours typed in the time pickers, sent as HH:mm:ss', async () => {
    const { server, user } = renderPage(<SeckillTimePage />, { server: serverWith(), permissions: Object.values(P) });
    await screen.findByText('早场');
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('添加秒杀时段');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('秒杀场次名称不能为空')).toBeInTheDocument();
    expect(within(dialog).getByText('开始时间点不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('秒杀场次名称'), '午场');
    await user.type(within(dialog).getByLabelText('开始时间点'), '12:00:00{Enter}');
    await user.type(within(dialog).getByLabelText('结束时间点'), '18:00:00{Enter}');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('新增成功')).toBeInTheDocument();
    expect(server.received(seckillTimeApi.create)[0]!.body).toEqual({ name: '午场', startTime: '12:00:00', endTime: '18:00:00', status: 0 });
  });

  it('shows a slot’s hours in 修改 and keeps them when saved', async () => {
    const { server, user } = renderPage(<SeckillTimePage />, { server: serverWith(), permissions: Object.values(P) });
    await screen.findByText('早场');
    await user.click(within(rowOf('早场')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByDisplayValue('08:00:00')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(server.received(seckillTimeApi.update)[0]!.body).toMatchObject({ id: 1, name: '早场', startTime: '08:00:00', endTime: '12:00:00' }));
  });

  it('opens 秒杀活动管理 filtered by the slot from 查看秒杀活动', async () => {
    const { user, location } = renderPage(<SeckillTimePage />, {
      server: serverWith(),
      permissions: [...Object.values(P), Permissions.promotion.seckillActivity.query],
      path: '/promotion/seckill-time',
      routes: { '/promotion/seckill-activity': <p>秒杀活动页</p> },
    });
    await screen.findByText('早场');
    await user.click(within(rowOf('早场')).getByRole('button', { name: /查看秒杀活动/ }));
    expect(await screen.findByText('秒杀活动页')).toBeInTheDocument();
    expect(location()).toBe('/promotion/seckill-activity?timeId=1');
  });
});
