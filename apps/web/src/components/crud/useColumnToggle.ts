/**
 * Which data columns show, as chosen in the right toolbar's 显示/隐藏 dialog. Columns are
 * matched by `key`. The 操作 column is not offered: `withActions` adds it after the data
 * columns when the user holds any of its buttons' permissions, so a read-only user sees no
 * empty column.
 */
import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useCan } from '../../permission/useCan';
import type { ToolbarColumn } from '../RightToolbar';

export function useColumnToggle<Row>(dataColumns: TableColumnsType<Row>) {
  const [toolbarColumns, setToolbarColumns] = useState<ToolbarColumn[]>(() =>
    dataColumns.map((column) => ({ key: String(column.key), title: String(column.title), visible: true })),
  );
  const shown = useMemo(() => {
    const visible = new Set(toolbarColumns.filter((column) => column.visible).map((column) => column.key));
    return dataColumns.filter((column) => visible.has(String(column.key)));
  }, [dataColumns, toolbarColumns]);
  const can = useCan();
  const withActions = (permissions: readonly string[], actions: TableColumnsType<Row>[number]): TableColumnsType<Row> =>
    can.hasPermiOr(permissions) ? [...shown, actions] : shown;
  return { shown, withActions, toolbarColumns, setToolbarColumns };
}
