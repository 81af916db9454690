/**
 * A screen's column descriptions as antd table columns: centred, plain text cut with … (in
 * full on hover), dictionary values as tags, moments through `parseTime`. Each column is as
 * wide as what it shows needs (`columnWidths.ts`), never narrower than its title; a stated
 * `width` counts as long as the title fits in it.
 */
import type { TableColumnsType } from 'antd';
import DictTag from '../dict/DictTag';
import { getDictDatas } from '../stores/dictStore';
import { parseTime } from '../utils/date';
import { columnWidth, DATE_TIME_WIDTH, dictWidth, headerWidth, ID_WIDTH, RENDERED_MIN, TEXT_MIN } from './columnWidths';
import type { ListColumn } from './listResource';

type Column<Row> = TableColumnsType<Row>[number];

export function tableColumns<Row, Filters>(columns: ListColumn<Row, Filters>[]): TableColumnsType<Row> {
  const result: TableColumnsType<Row> = [];
  const shownColumns = columns.filter((column) => !column.searchOnly);
  for (const [index, column] of shownColumns.entries()) {
    const shown = tableColumn(column);
    if (!column.group) result.push(shown);
    // Joins the previous column's header when that one is of the same group.
    else if (shownColumns[index - 1]?.group === column.group) (result.at(-1) as { children: TableColumnsType<Row> }).children.push(shown);
    else result.push({ key: column.group, title: column.group, align: 'center', children: [shown] });
  }
  for (const group of result) if ('children' in group && group.children) widenToTitle(group.children, String(group.title));
  return result;
}

/** A group's title spans its columns: the last one takes what the title needs beyond them. */
function widenToTitle<Row>(children: TableColumnsType<Row>, title: string) {
  const last = children.at(-1);
  const sum = children.reduce((total, child) => total + (typeof child.width === 'number' ? child.width : TEXT_MIN), 0);
  if (last && sum < headerWidth(title)) last.width = (typeof last.width === 'number' ? last.width : TEXT_MIN) + headerWidth(title) - sum;
}

/** The least width of a column, from what it shows; undefined for plain text that needs no more than `TEXT_MIN`. */
function widthOf<Row, Filters>(column: ListColumn<Row, Filters>): number | undefined {
  const { title, width } = column;
  if (column.render) return columnWidth(title, RENDERED_MIN, width);
  // A tag or a moment is never cut, whatever width the screen states.
  if (column.dict) return Math.max(columnWidth(title, 0, width), dictWidth(getDictDatas(column.dict).map((entry) => entry.label)));
  if (column.valueType === 'dateTime') return Math.max(columnWidth(title, 0, width), DATE_TIME_WIDTH);
  if (column.dataIndex === 'id') return columnWidth(title, ID_WIDTH, width);
  // Plain text without a stated width shares what a wide window has to spare with the others
  // (a column without a width in a fixed table layout), unless its title needs more.
  const least = columnWidth(title, TEXT_MIN, width);
  return width === undefined && least <= TEXT_MIN ? undefined : least;
}

function tableColumn<Row, Filters>(column: ListColumn<Row, Filters>): Column<Row> {
  const plainText = !column.render && !column.dict && column.valueType !== 'dateTime';
  const ellipsis = column.ellipsis ?? plainText;
  return {
    key: column.key ?? column.dataIndex,
    title: column.title,
    dataIndex: column.dataIndex,
    width: widthOf(column),
    align: column.align ?? 'center',
    // Moments and tags on one line: their width is known, a wrapped one doubles the row.
    className: column.dict || column.valueType === 'dateTime' ? 'crud-nowrap' : undefined,
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
