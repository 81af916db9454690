/**
 * Row selection and the buttons that act on the chosen rows (批量删除, 批量上架…): the table gets
 * a checkbox column, each button shows to holders of its permission, stays disabled until a row
 * is chosen, asks its question naming how many rows, and clears the choice once done.
 */
import { useState, type Key, type ReactNode } from 'react';
import { Button, type TableProps } from 'antd';
import type { Endpoint, Permission } from '@tenon/contracts';
import { Can } from '../permission/Can';
import { useConfirmedAction } from './useConfirmedAction';

export interface BatchAction<Row> {
  label: string;
  icon?: ReactNode;
  permission?: Permission;
  /** Default: 是否确认{label}选中的{n}条数据? */
  confirm?: (rows: Row[]) => string;
  run: (rows: Row[]) => Promise<unknown>;
  success?: string;
  /** The entity whose lists reload after it. */
  reloads?: Endpoint;
  danger?: boolean;
}

export function useRowSelection<Row>(rowKey: (row: Row) => Key) {
  const [selected, setSelected] = useState<Row[]>([]);
  const rowSelection: TableProps<Row>['rowSelection'] = {
    selectedRowKeys: selected.map(rowKey),
    onChange: (_keys, rows) => setSelected(rows),
    preserveSelectedRowKeys: false,
  };
  return { selected, rowSelection, clear: () => setSelected([]) };
}

export function BatchButtons<Row>({ actions, selected, onDone }: { actions: BatchAction<Row>[]; selected: Row[]; onDone: () => void }) {
  const confirmed = useConfirmedAction();
  return actions.map((action) => {
    const button = (
      <Button
        key={action.label}
        danger={action.danger}
        icon={action.icon}
        disabled={selected.length === 0}
        onClick={async () => {
          const done = await confirmed({
            confirm: action.confirm?.(selected) ?? `是否确认${action.label}选中的${selected.length}条数据?`,
            run: () => action.run(selected),
            success: action.success ?? `${action.label}成功`,
            reloads: action.reloads,
          });
          if (done) onDone();
        }}
      >
        {action.label}
      </Button>
    );
    return action.permission ? (
      <Can key={action.label} permissions={[action.permission]}>
        {button}
      </Can>
    ) : (
      button
    );
  });
}
