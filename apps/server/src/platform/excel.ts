/**
 * Spreadsheets for exports and imports (exceljs). Exports take column definitions and plain
 * rows; dictionary-backed values are turned into their labels by the caller's `format`, so a
 * person reading the file sees 开启 rather than 0. Imports read the first sheet by header names.
 */
import ExcelJS from 'exceljs';
import { XLSX_TYPE, type FileReply } from './file-reply.ts';
import { badRequest } from './errors.ts';

export interface ExcelColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | Date | null | undefined;
}

export async function writeXlsx<T>(filename: string, sheetName: string, columns: ExcelColumn<T>[], rows: T[]): Promise<FileReply> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'Tenon';
  const ws = wb.addWorksheet(sheetName);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row) ?? ''));
  const body = Buffer.from(await wb.xlsx.writeBuffer());
  return { filename, body, contentType: XLSX_TYPE };
}

/** Rows of the first sheet as objects keyed by the header row's texts; empty rows are skipped. */
export async function readXlsx(buf: Buffer): Promise<Array<{ rowNumber: number; values: Record<string, string> }>> {
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(buf as never);
  } catch {
    throw badRequest('文件不是有效的 Excel（.xlsx）文件');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest('Excel 文件中没有工作表');
  const headers: string[] = [];
  ws.getRow(1).eachCell((cell, col) => (headers[col] = cellText(cell.value).trim()));
  if (headers.filter(Boolean).length === 0) throw badRequest('Excel 第一行应为表头');
  const rows: Array<{ rowNumber: number; values: Record<string, string> }> = [];
  ws.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values: Record<string, string> = {};
    row.eachCell((cell, col) => {
      if (headers[col]) values[headers[col]!] = cellText(cell.value).trim();
    });
    if (Object.values(values).some((v) => v !== '')) rows.push({ rowNumber, values });
  });
  return rows;
}

function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) return v.toISOString();
  if (typeof v === 'object') {
    if ('richText' in v) return v.richText.map((t) => t.text).join('');
    if ('text' in v) return String(v.text);
    if ('result' in v) return String(v.result ?? '');
    return '';
  }
  return String(v);
}
