/**
 * Which data columns show, as chosen in the right toolbar's 显示/隐藏 dialog. Columns are
 * matched by `key`; the 操作 column is not offered and always shows.
 */
import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import type { ToolbarColumn } from '../RightToolbar';

export function useColumnToggle<Row>(dataColumns: TableColumnsType<Row>) {
  const [toolbarColumns, setToolbarColumns] = useState<ToolbarColumn[]>(() =>
    dataColumns.map((column) => ({ key: String(column.key), title: String(column.title), visible: true })),
  );
  const shown = useMemo(() => {
    const visible = new Set(toolbarColumns.filter((column) => column.visible).map((column) => column.key));
    return dataColumns.filter((column) => visible.has(String(column.key)));
  }, [dataColumns, toolbarColumns]);
  return { shown, toolbarColumns, setToolbarColumns };
}
