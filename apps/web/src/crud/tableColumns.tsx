/**
 * A screen's column descriptions as antd table columns: centred, plain text cut with … (in
 * full on hover), dictionary values as tags, moments through `parseTime`.
 */
import type { TableColumnsType } from 'antd';
import DictTag from '../dict/DictTag';
import { parseTime } from '../utils/date';
import type { ListColumn } from './listResource';

export function tableColumns<Row, Filters>(columns: ListColumn<Row, Filters>[]): TableColumnsType<Row> {
  const result: TableColumnsType<Row> = [];
  for (const [index, column] of columns.entries()) {
    const shown = tableColumn(column);
    if (!column.group) result.push(shown);
    // Joins the previous column's header when that one is of the same group.
    else if (columns[index - 1]?.group === column.group) (result.at(-1) as { children: TableColumnsType<Row> }).children.push(shown);
    else result.push({ key: column.group, title: column.group, align: 'center', children: [shown] });
  }
  return result;
}

function tableColumn<Row, Filters>(column: ListColumn<Row, Filters>): TableColumnsType<Row>[number] {
  const plainText = !column.render && !column.dict && column.valueType !== 'dateTime';
  const ellipsis = column.ellipsis ?? plainText;
  return {
    key: column.key ?? column.dataIndex,
    title: column.title,
    dataIndex: column.dataIndex,
    width: column.width ?? (column.valueType === 'dateTime' ? 180 : undefined),
    align: column.align ?? 'center',
    // A rendered cell brings its own hover text (a tooltip) if it needs one.
    ellipsis: ellipsis && { showTitle: plainText },
    render: (value, row) => {
      if (column.render) return column.render(row);
      if (column.dict) return <DictTag type={column.dict} value={value} />;
      if (column.valueType === 'dateTime') return parseTime(value);
      return value;
    },
  };
}
