/**
 * A resource's export from its contract (`resource()`): the file is its `exportFile`, the sheet
 * its `exportSheet` (default `{noun}列表`), a column per field the export keeps (or as its
 * `exportColumns` orders them), headed by the field's title (or its `export.title`); dictionary
 * values as their labels, moments as wall-clock text, money as yuan, and any cell the server
 * writes itself (`cells`, by field name). One helper for every list screen's 导出, so a column
 * is named once, where the screen's column is.
 */
import { rowFieldsOf, type FieldFacts, type Resource } from '@tenon/contracts';
import { writeXlsx, type ExcelColumn } from './excel.ts';
import { checkExportSize, dateTimeText, dictLabels, type DictLabel, type DictSource } from './export-cells.ts';
import type { TenantScope } from '../db/tenantScope.ts';
import type { FileReply } from './file-reply.ts';

type Row = Record<string, unknown>;

function cell(field: FieldFacts<string>, value: unknown, label: DictLabel, timeZone: string): string | number | null | undefined {
  if (value === null || value === undefined) return value;
  if (field.dict) return label(field.dict, value as string | number | boolean);
  if (field.kind === 'dateTime') return dateTimeText(value as number, timeZone);
  if (field.kind === 'money') return ((value as number) / 100).toFixed(2);
  return typeof value === 'number' ? value : String(value);
}

/** A text column as wide as its title or a long text; moments at their width. */
const widthOf = (field: FieldFacts<string>) =>
  field.kind === 'dateTime' ? 20 : field.kind === 'textarea' || field.kind === 'richText' ? 30 : Math.max(10, field.title.length * 2 + 4);

/** A cell the server writes itself, by field name: a value the field's kind cannot say (two fields joined, a code read as 成功/失败). */
export type ExportCells<R = never> = Partial<Record<string, (row: R) => string | number | null | undefined>>;

/** The export's columns as the resource orders and heads them: `exportColumns`, else every field the export keeps. */
function columnsOf(resource: Resource, label: DictLabel, timeZone: string, cells: ExportCells<Row>): ExcelColumn<Row>[] {
  const facts = resource.fields as Record<string, FieldFacts<string> | undefined>;
  const factsOf = (name: string) => {
    const field = facts[name];
    // A programming mistake, met by the first test of the export, not a user's.
    if (!field) throw new Error(`${resource.noun}: the export column ${name} is no field of the resource`);
    return field;
  };
  const plain = (name: string, field: FieldFacts<string>, header: string): ExcelColumn<Row> => ({
    header,
    width: widthOf({ ...field, title: header }),
    value: (row) => cell(field, row[name], label, timeZone),
  });
  const chosen = resource.exportColumns ?? rowFieldsOf(resource).filter(([, field]) => field.export !== false).map(([name]) => name);
  return chosen.map((column) => {
    if (typeof column !== 'string') return plain(column.field, factsOf(column.field), column.title);
    const field = factsOf(column);
    const header = field.export ? field.export.title : field.title;
    const own = cells[column];
    return own ? { ...plain(column, field, header), value: own } : plain(column, field, header);
  });
}

export function exportResource<R extends object>(resource: Resource, rows: R[], label: DictLabel, timeZone: string, cells: ExportCells<R> = {}): Promise<FileReply> {
  if (!resource.exportFile) throw new Error(`${resource.noun}: the resource names no export file`);
  checkExportSize(rows.length, resource.noun);
  const columns = columnsOf(resource, label, timeZone, cells as ExportCells<Row>);
  return writeXlsx(resource.exportFile, resource.exportSheet ?? `${resource.noun}列表`, columns, rows as Row[]);
}

/** The export route's work for a resource: its rows under the page's filters, written as `exportResource` says. */
export const resourceExporter =
  <R extends object>(r: Resource, rows: { list(scope: TenantScope, filters: object): Promise<R[]> }, dict: DictSource, timeZone: string, cells: ExportCells<R> = {}) =>
  async (scope: TenantScope, filters: object): Promise<FileReply> =>
    exportResource(r, await rows.list(scope, filters), await dictLabels(dict), timeZone, cells);
