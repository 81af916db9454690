/**
 * Spreadsheets for exports and imports (exceljs). Exports take column definitions and plain
 * rows; dictionary-backed values are turned into their labels by the caller's `format`, so a
 * person reading the file sees 开启 rather than 0. Imports read the first sheet by header names,
 * streamed rather than through exceljs, which holds the whole workbook in memory.
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { XLSX_TYPE, type FileReply } from './file-reply.ts';
import { badRequest } from './errors.ts';
import { readFirstSheet } from './xlsx-first-sheet.ts';

export interface ExcelColumn<T> {
  header: string;
  width?: number;
  value: (row: T) => string | number | Date | null | undefined;
}

/**
 * Text a spreadsheet would take for a formula (`=`, `+`, `-`, `@`, or a tab or carriage return
 * before one): OWASP's CSV-injection rule, since an exported cell is often saved on as CSV or
 * re-typed. Such text gets a leading `'`, which a spreadsheet shows as text; `readXlsx` takes it
 * off again, so a file exported, edited and imported keeps the text as it was.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
export const neutraliseFormula = (text: string): string => (FORMULA_START.test(text) ? `'${text}` : text);
const NEUTRALISED = /^'[=+\-@\t\r]/;
const restoreNeutralised = (text: string): string => (NEUTRALISED.test(text) ? text.slice(1) : text);

/** Rows written between turns of the event loop: a 50,000-row export must not hold up other tenants. */
const ROWS_PER_TURN = 500;

/**
 * Writes through exceljs's streaming writer, which zips as it goes instead of building the whole
 * workbook in memory and then compressing it in one block (0.9 s for 8,000 rows, measured by
 * bench/dos.bench.ts), and yields to the event loop every few hundred rows.
 */
export async function writeXlsx<T>(filename: string, sheetName: string, columns: ExcelColumn<T>[], rows: T[]): Promise<FileReply> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  wb.creator = 'Tenon';
  const ws = wb.addWorksheet(sheetName);
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? Math.max(12, c.header.length * 2 + 4) }));
  ws.getRow(1).font = { bold: true };
  ws.getRow(1).commit();
  for (let i = 0; i < rows.length; i++) {
    ws.addRow(
      columns.map((c) => {
        const value = c.value(rows[i]!) ?? '';
        return typeof value === 'string' ? neutraliseFormula(value) : value;
      }),
    ).commit();
    if ((i + 1) % ROWS_PER_TURN === 0) await new Promise<void>((resolve) => setImmediate(resolve));
  }
  ws.commit();
  await wb.commit();
  await ended;
  return { filename, body: Buffer.concat(chunks), contentType: XLSX_TYPE };
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
      if (header) values[header] = restoreNeutralised(text.trim());
    }
    if (!Object.values(values).some((v) => v !== '')) return;
    // Past the limit rows are only counted, so the refusal can say how many there are.
    if (++count <= limit.maxRows) rows.push({ rowNumber, values });
  });
  if (!headers) throw badRequest('Excel 第一行应为表头');
  if (count > limit.maxRows) throw badRequest(limit.tooManyRows(count));
  return rows;
}
