/** 地区管理 against a fake server: the tree opens level by level, and IP 查询 shows the area. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { areaApi, Permissions, type AreaNode } from '@tenon/contracts';
import { createFakeServer, fail, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import AreaPage from './index';

const tree: AreaNode[] = [
  { id: 110000, name: '北京市', children: [{ id: 110100, name: '北京市', children: [{ id: 110101, name: '东城区' }] }] },
  {
    id: 440000,
    name: '广东省',
    children: [
      { id: 440100, name: '广州市', children: [{ id: 440106, name: '天河区' }] },
      { id: 440300, name: '深圳市', children: [{ id: 440305, name: '南山区' }] },
    ],
  },
];
const serverWith = () => createFakeServer().on(areaApi.tree, ok(tree));
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

describe('the tree', () => {
  it('shows the provinces, and a province’s cities and a city’s districts when opened', async () => {
    const { user } = renderPage(<AreaPage />, { server: serverWith(), permissions: [Permissions.system.area.query] });
    await screen.findByText('广东省');
    expect(screen.queryByText('深圳市')).not.toBeInTheDocument();
    await user.click(within(rowOf('广东省')).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText('深圳市')).toBeInTheDocument();
    expect(screen.getByText('440300')).toBeInTheDocument();
    expect(screen.queryByText('南山区')).not.toBeInTheDocument();
    await user.click(within(rowOf('深圳市')).getByRole('button', { name: /展开/ }));
    expect(await screen.findByText('南山区')).toBeInTheDocument();
  });
});

describe('IP 查询', () => {
  it('requires an address, then shows its area', async () => {
    const server = serverWith().on(areaApi.getByIp, ok('广东省深圳市'));
    const { user } = renderPage(<AreaPage />, { server, permissions: [Permissions.system.area.query] });
    await screen.findByText('广东省');
    await user.click(screen.getByRole('button', { name: /IP 查询/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await within(dialog).findByText('IP 不能为空')).toBeInTheDocument();
    await user.type(within(dialog).getByPlaceholderText('请输入 IP 地址'), '120.24.78.68');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(within(dialog).getByPlaceholderText('展示查询 IP 结果')).toHaveValue('120.24.78.68 => 广东省深圳市'));
    expect(server.received(areaApi.getByIp)[0]!.search).toBe('ip=120.24.78.68');
  });

  it('shows the server’s refusal of a bad address', async () => {
    const server = serverWith().on(areaApi.getByIp, fail(400, 'IP 地址格式不正确：1.2.3'));
    const { user } = renderPage(<AreaPage />, { server, permissions: [Permissions.system.area.query] });
    await screen.findByText('广东省');
    await user.click(screen.getByRole('button', { name: /IP 查询/ }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByPlaceholderText('请输入 IP 地址'), '1.2.3');
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('IP 地址格式不正确：1.2.3')).toBeInTheDocument();
    expect(within(dialog).getByPlaceholderText('展示查询 IP 结果')).toHaveValue('');
  });

  it('is not offered without 地区查询', async () => {
    renderPage(<AreaPage />, { server: serverWith(), permissions: [] });
    await screen.findByText('广东省');
    expect(screen.queryByRole('button', { name: /IP 查询/ })).not.toBeInTheDocument();
  });
});
