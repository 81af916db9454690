import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Permissions, testDemoApi, type TestDemo } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import TestDemoPage from './index';

const row: TestDemo = { id: 1, name: '示例名字', status: 1, type: 1, category: 1, remark: '示例备注', createTime: 1700000000000 };

describe('测试示例', () => {
  it('lists the rows with their columns and the buttons the permissions allow', async () => {
    const server = createFakeServer().on(testDemoApi.page, ok({ list: [row], total: 1 }));
    renderPage(<TestDemoPage />, { server, permissions: Object.values(Permissions.infra.testDemo) });
    const table = within(await screen.findByRole('table'));
    expect(await table.findAllByRole('row')).toHaveLength(2);
    for (const title of ['编号', '名字', '状态', '类型', '分类', '备注', '创建时间']) expect(table.getByRole('columnheader', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新增/ })).toBeInTheDocument();
  });
});
