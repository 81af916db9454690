/**
 * Which data columns show, as chosen in the right toolbar's 显示/隐藏 dialog. Columns are
 * matched by `key`. The 操作 column is not offered: `withActions` adds it after the data
 * columns when the user holds any of its buttons' permissions, so a read-only user sees no
 * empty column. On a phone the 操作 column is not pinned to the right: pinned, it takes most of
 * the narrow screen and the data columns slide under it; unpinned, the row scrolls as a whole.
 */
import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { useCan } from '../permission/useCan';
import { useIsMobile } from '../stores/layoutStore';
import type { ToolbarColumn } from '../components/RightToolbar';

export function useColumnToggle<Row>(dataColumns: TableColumnsType<Row>) {
  const [toolbarColumns, setToolbarColumns] = useState<ToolbarColumn[]>(() =>
    dataColumns.map((column) => ({ key: String(column.key), title: String(column.title), visible: true })),
  );
  const shown = useMemo(() => {
    const visible = new Set(toolbarColumns.filter((column) => column.visible).map((column) => column.key));
    return dataColumns.filter((column) => visible.has(String(column.key)));
  }, [dataColumns, toolbarColumns]);
  const can = useCan();
  const mobile = useIsMobile();
  /** The shown columns and, when given, the 操作 column after them. */
  const withActionColumn = (actions: TableColumnsType<Row>[number] | null): TableColumnsType<Row> =>
    actions ? [...shown, mobile ? { ...actions, fixed: undefined } : actions] : shown;
  const withActions = (permissions: readonly string[], actions: TableColumnsType<Row>[number]): TableColumnsType<Row> =>
    withActionColumn(can.hasAnyPermission(permissions) ? actions : null);
  return { shown, withActions, withActionColumn, toolbarColumns, setToolbarColumns };
}
