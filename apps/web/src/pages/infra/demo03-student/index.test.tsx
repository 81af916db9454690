import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, demo03StudentApi, type Demo03Student } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import Demo03StudentPage from './index';

const row: Demo03Student = { id: 1, name: '示例名字', sex: 1, birthday: 1700000000000, description: '示例简介', avatar: '/favicon.svg', createTime: 1700000000000 };

describe('示例学生', () => {
  it('lists the rows with their columns and the buttons the permissions allow', async () => {
    const server = createFakeServer().on(demo03StudentApi.page, ok({ list: [row], total: 1 }));
    renderPage(<Demo03StudentPage />, { server, permissions: Object.values(Permissions.infra.demo03Student) });
    const table = within(await screen.findByRole('table'));
    expect(await table.findAllByRole('row')).toHaveLength(2);
    for (const title of ['编号', '名字', '性别', '出生日期', '简介', '头像', '创建时间']) expect(table.getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();
  });

  it('edits its 示例课程 rows in the dialog, as a table', async () => {
    const server = createFakeServer().on(demo03StudentApi.page, ok({ list: [], total: 0 }));
    const { user } = renderPage(<Demo03StudentPage />, { server, permissions: Object.values(Permissions.infra.demo03Student) });
    await user.click(await screen.findByRole('button', { name: /新增/ }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: /添加示例课程/ }));
    for (const title of ['名字', '分数', '是否必修']) expect(dialog.getByRole('columnheader', { name: title })).toBeInTheDocument();
  });
});
