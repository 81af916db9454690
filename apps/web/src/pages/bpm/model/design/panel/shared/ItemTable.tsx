/**
 * A short list the panel edits row by row (listeners, injected fields, properties, form
 * fields and their options, messages and signals): 序号, the given columns, then 编辑 / 移除.
 * Capped at 240 px high. When `removeConfirm` is given, 移除 asks first
 * (docs/process-designer.md, "Element rules").
 */
import type { ReactNode } from 'react';
import { Button, Space, Table, Typography } from 'antd';
import { confirmAction } from '../../../../../../utils/modal';

export interface ItemColumn<T> {
  title: string;
  render: (item: T) => ReactNode;
  width?: number;
}

export interface ItemTableProps<T> {
  /** Names the list for assistive technology (and tests): e.g. 执行监听器列表. */
  label: string;
  items: readonly T[];
  columns: ItemColumn<T>[];
  onEdit: (index: number) => void;
  onRemove: (index: number) => void;
  removeConfirm?: string;
  /** Names a row's 编辑 / 移除 buttons (e.g. 消息 msg_paid), where their row alone says too little. */
  itemName?: (item: T) => string;
}

export default function ItemTable<T>({ label, items, columns, onEdit, onRemove, removeConfirm, itemName }: ItemTableProps<T>) {
  const remove = async (index: number) => {
    if (removeConfirm && !(await confirmAction(removeConfirm))) return;
    onRemove(index);
  };
  const rows = items.map((item, index) => ({ item, index }));
  const named = (action: string, item: T) => (itemName ? `${action}${itemName(item)}` : undefined);
  return (
    <section aria-label={label}>
      <Table
        size="small"
        bordered
        pagination={false}
        scroll={{ y: 240 }}
        rowKey="index"
        dataSource={rows}
        columns={[
          { title: '序号', key: 'index', width: 50, align: 'center', render: (_, row) => row.index + 1 },
          ...columns.map((column, i) => ({
            title: column.title,
            key: `c${i}`,
            width: column.width,
            ellipsis: true,
            render: (_: unknown, row: { item: T }) => column.render(row.item),
          })),
          {
            title: '操作',
            key: 'actions',
            width: 100,
            render: (_, row) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => onEdit(row.index)} aria-label={named('编辑', row.item)}>
                  编辑
                </Button>
                <Button type="link" size="small" danger onClick={() => void remove(row.index)} aria-label={named('移除', row.item)}>
                  移除
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </section>
  );
}

/** The title row above a list: its name on the left, its add button on the right. */
export function ItemTableHeader({ title, addLabel, onAdd }: { title: string; addLabel: string; onAdd: () => void }) {
  return (
    <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', margin: '12px 0 8px' }}>
      <Typography.Text strong>{title}</Typography.Text>
      <Button type="primary" size="small" ghost onClick={onAdd}>
        {addLabel}
      </Button>
    </div>
  );
}
