import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, demo02CategoryApi, type Demo02Category } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import Demo02CategoryPage from './index';

const row: Demo02Category = { id: 1, name: '示例名字', parentId: 0, createTime: 1700000000000 };

describe('示例分类', () => {
  it('lists the rows with their columns and the buttons the permissions allow', async () => {
    const server = createFakeServer().on(demo02CategoryApi.list, ok([row]));
    renderPage(<Demo02CategoryPage />, { server, permissions: Object.values(Permissions.infra.demo02Category) });
    const table = within(await screen.findByRole('table'));
    expect(await table.findAllByRole('row')).toHaveLength(2);
    for (const title of ['编号', '名字', '创建时间']) expect(table.getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();
  });
});
