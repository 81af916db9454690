/**
 * A resource's export from its contract (`resource()`): the file is its `exportFile`, the sheet
 * `{noun}列表`, a column per field the export keeps, headed by the field's title; dictionary
 * values as their labels, moments as wall-clock text, money as yuan. One helper for every list
 * screen's 导出, so a column is named once, where the screen's column is.
 */
import { fieldsOf, type FieldFacts, type Resource } from '@tenon/contracts';
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

export function exportResource(resource: Resource, rows: object[], label: DictLabel, timeZone: string): Promise<FileReply> {
  if (!resource.exportFile) throw new Error(`${resource.noun}: the resource names no export file`);
  checkExportSize(rows.length, resource.noun);
  const columns: ExcelColumn<Row>[] = fieldsOf(resource)
    .filter(([, field]) => field.export !== false)
    .map(([name, field]) => ({ header: field.title, width: widthOf(field), value: (row) => cell(field, row[name], label, timeZone) }));
  return writeXlsx(resource.exportFile, `${resource.noun}列表`, columns, rows as Row[]);
}

/** The export route's work for a resource: its rows under the page's filters, written as `exportResource` says. */
export const resourceExporter =
  (r: Resource, rows: { list(scope: TenantScope, filters: object): Promise<object[]> }, dict: DictSource, timeZone: string) =>
  async (scope: TenantScope, filters: object): Promise<FileReply> =>
    exportResource(r, await rows.list(scope, filters), await dictLabels(dict), timeZone);
