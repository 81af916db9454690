/**
 * Spreadsheets for exports and imports (exceljs). Exports take column definitions and plain
 * rows; dictionary-backed values are turned into their labels by the caller's `format`, so a
 * person reading the file sees 开启 rather than 0. Imports read the first sheet by header names,
 * streamed rather than through exceljs, which holds the whole workbook in memory.
 */
import ExcelJS from 'exceljs';
import { XLSX_TYPE, type FileReply } from './file-reply.ts';
import { badRequest } from './errors.ts';
import { readFirstSheet } from './xlsx-first-sheet.ts';

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

export interface SheetRecord {
  rowNumber: number;
  values: Record<string, string>;
}

export interface ReadXlsxLimit {
  /** Data rows kept; a file with more is refused once counted (the count is in the message). */
  maxRows: number;
  tooManyRows: (rows: number) => string;
}

const ANY_READ: ReadXlsxLimit = { maxRows: 10_000, tooManyRows: (n) => `Excel 文件最多 10000 行数据，文件中有 ${n} 行` };

/**
 * Rows of the first sheet as objects keyed by the header row's texts; empty rows are skipped.
 * Streamed with limits (xlsx-first-sheet.ts), so an upload cannot make the server hold more
 * than a few tens of megabytes whatever it expands to.
 */
export async function readXlsx(buf: Buffer, limit: ReadXlsxLimit = ANY_READ): Promise<SheetRecord[]> {
  let headers: Map<number, string> | undefined;
  const rows: SheetRecord[] = [];
  let count = 0;
  await readFirstSheet(buf, ({ rowNumber, cells }) => {
    if (!headers) {
      headers = new Map([...cells].map(([col, text]) => [col, text.trim()]));
      if (rowNumber !== 1 || ![...headers.values()].some(Boolean)) throw badRequest('Excel 第一行应为表头');
      return;
    }
    const values: Record<string, string> = {};
    for (const [col, text] of cells) {
      const header = headers.get(col);
      if (header) values[header] = text.trim();
    }
    if (!Object.values(values).some((v) => v !== '')) return;
    // Past the limit rows are only counted, so the refusal can say how many there are.
    if (++count <= limit.maxRows) rows.push({ rowNumber, values });
  });
  if (!headers) throw badRequest('Excel 第一行应为表头');
  if (count > limit.maxRows) throw badRequest(limit.tooManyRows(count));
  return rows;
}
