/** The kit's width rules: what each kind of column, the 操作 column and the table's scroll width come to. */
import { Dicts } from '@tenon/contracts';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import type { Can } from '../permission/useCan';
import { useDictStore } from '../stores/dictStore';
import { renderWithProviders } from '../test/render';
import { actionColumn, foldActions, PINNED_ACTIONS_MAX } from './actionColumn';
import { actionsWidth, CELL_PADDING, columnsWidth, DATE_TIME_WIDTH, headerWidth, RENDERED_MIN, TEXT_MIN, textWidth } from './columnWidths';
import { tableColumns } from './tableColumns';

type Row = { id: number; name: string; key: string; status: number; createTime: number; deployedAt: number };

const can = (held: string[] = []): Can => ({
  hasRole: () => false,
  hasAnyRole: () => false,
  hasAllRoles: () => false,
  hasPermission: (permission) => held.includes(permission),
  hasAnyPermission: (list) => list.some((permission) => held.includes(permission)),
  hasAllPermissions: (list) => list.every((permission) => held.includes(permission)),
});

describe('text width', () => {
  it('counts ideographs one em and Latin on the wide side', () => {
    expect(textWidth('参数键名')).toBe(56);
    expect(textWidth('参数键名', 12)).toBe(48);
    expect(textWidth('sys.login.max-failures-per-account')).toBeGreaterThan(230);
    expect(textWidth('2024-05-06 09:30:05')).toBeGreaterThanOrEqual(150);
    // A bold title is wider than the same text in the body.
    expect(textWidth('SMTP 服务器端口', 14, true)).toBeGreaterThan(textWidth('SMTP 服务器端口'));
  });
});

describe('columns', () => {
  const byKey = (columns: ReturnType<typeof tableColumns<Row, object>>) =>
    Object.fromEntries(columns.flatMap((column) => ('children' in column && column.children ? column.children : [column])).map((column) => [String(column.key), column]));

  it('never makes a column narrower than its title, whatever width the screen states', () => {
    const columns = byKey(tableColumns<Row, object>([{ title: '刷新令牌的有效期', dataIndex: 'name', width: 90 }]));
    expect(columns.name!.width).toBe(headerWidth('刷新令牌的有效期'));
    expect(columns.name!.width).toBeGreaterThan(90);
  });

  it('gives moments and dictionary tags the width of their content, on one line', () => {
    useDictStore.getState().setDictDatas([
      { dictType: Dicts.commonStatus, value: '0', label: '开启', colorType: 'primary', cssClass: '' },
      { dictType: Dicts.commonStatus, value: '1', label: '等待管理员审核', colorType: 'info', cssClass: '' },
    ]);
    const columns = byKey(
      tableColumns<Row, object>([
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', width: 160 },
        { title: '状态', dataIndex: 'status', dict: Dicts.commonStatus, width: 80 },
      ]),
    );
    expect(columns.createTime!.width).toBe(DATE_TIME_WIDTH);
    expect(columns.createTime!.className).toBe('crud-nowrap');
    // The longest label as a 12 px tag.
    expect(columns.status!.width).toBe(textWidth('等待管理员审核', 12) + 16 + CELL_PADDING);
    expect(columns.status!.className).toBe('crud-nowrap');
  });

  it('leaves plain text without a width, cut with … and whole on hover, to share what a wide window spares', () => {
    const columns = byKey(
      tableColumns<Row, object>([
        { title: '参数名称', dataIndex: 'name' },
        { title: '参数键名', dataIndex: 'key', width: 280 },
        { title: '部署时间', dataIndex: 'deployedAt', render: () => 'x' },
      ]),
    );
    expect(columns.name!.width).toBeUndefined();
    expect(columns.name!.ellipsis).toEqual({ showTitle: true });
    expect(columns.key!.width).toBe(280);
    // A cell the screen renders: at least RENDERED_MIN, its tooltip its own.
    expect(columns.deployedAt!.width).toBe(RENDERED_MIN);
    expect(columns.deployedAt!.ellipsis).toBe(false);
  });

  it('widens a group’s last column when the group’s title needs more than its columns', () => {
    const [group] = tableColumns<Row, object>([
      { title: '版本', dataIndex: 'name', group: '最新部署的流程定义之完整说明', width: 60, render: () => 'v1' },
      { title: '状态', dataIndex: 'status', group: '最新部署的流程定义之完整说明', width: 60, render: () => '' },
    ]);
    expect(columnsWidth([group!])).toBe(headerWidth('最新部署的流程定义之完整说明'));
  });

  it('makes the table as wide as its columns: a column without a width counts as TEXT_MIN', () => {
    expect(columnsWidth([{ width: 100 }, {}, { children: [{ width: 50 }, { width: 70 }] }])).toBe(100 + TEXT_MIN + 120);
  });
});

describe('the 操作 column', () => {
  const action = (label: string, more?: boolean) => ({ label, onClick: vi.fn(), more });

  it('is as wide as its buttons, and pinned right only while narrow', () => {
    const narrow = actionColumn<Row>([action('修改'), action('删除')], can())!;
    expect(narrow.width).toBe(actionsWidth(['修改', '删除']));
    expect(narrow.fixed).toBe('right');
    const wide = actionColumn<Row>(['修改流程', '设计流程', '分配规则', '发布流程', '删除'].map((label) => action(label)), can())!;
    expect(wide.width).toBeGreaterThan(PINNED_ACTIONS_MAX);
    expect(wide.fixed).toBeUndefined();
  });

  it('puts the rarely used actions under 更多 once a row has more than four buttons', () => {
    const five = ['修改流程', '设计流程', '分配规则', '发布流程', '流程定义', '删除'].map((label) => action(label, label === '分配规则' || label === '流程定义'));
    expect(foldActions<Row>(five).map((entry) => entry.label)).toEqual(['修改流程', '设计流程', '发布流程', '删除', '更多']);
    const more = foldActions<Row>(five).at(-1)!;
    expect('items' in more && more.items.map((item) => item.label)).toEqual(['分配规则', '流程定义']);
    // Four buttons stay as they are, marked or not.
    expect(foldActions<Row>(five.slice(0, 4)).map((entry) => entry.label)).toEqual(['修改流程', '设计流程', '分配规则', '发布流程']);
  });

  it('shows 更多 only with items for the row, a disabled one with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    const onClick = vi.fn();
    const column = actionColumn<Row>(
      [
        action('修改'),
        action('删除'),
        {
          label: '更多',
          items: [
            { label: '重置密码', onClick, disabledFor: (row) => (row.id === 1 ? '内置用户' : undefined) },
            { label: '分配角色', onClick, shownFor: (row) => row.id !== 2 },
          ],
        },
      ],
      can(),
    )!;
    const rows = [1, 2].map((id) => ({ id, name: `用户${id}`, key: '', status: 0, createTime: 0, deployedAt: 0 }));
    renderWithProviders(<Table<Row> rowKey="id" dataSource={rows} columns={[column]} pagination={false} />);
    const [first] = screen.getAllByRole('row').slice(1);
    await user.click(within(first!).getByRole('button', { name: /更多/ }));
    const reset = await screen.findByRole('menuitem', { name: '重置密码' });
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(within(reset).getByText('重置密码')).toHaveAttribute('title', '内置用户');
    await user.click(screen.getByRole('menuitem', { name: '分配角色' }));
    expect(onClick).toHaveBeenCalledWith(rows[0]);
  });
});
