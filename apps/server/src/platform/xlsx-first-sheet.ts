/**
 * Streams the rows of an .xlsx workbook's first sheet, for imports. exceljs loads the whole
 * workbook into memory, so a 2 MB upload expanding to 1.5 GB of cell text took the server to
 * 2 GB before it was refused. Here nothing is inflated, parsed or kept past fixed limits, each
 * refused with a message for the person importing: the expanded size of the parts read (so a
 * zip bomb stops early), the number of distinct texts, cells per row, and XML nesting.
 * Cells come as the text a person reads: shared and inline strings, formula results, numbers,
 * true/false. Number formats are not applied (a date typed into a number column reads as its
 * serial number); no import has a date column.
 */
import { posix } from 'node:path';
import { StringDecoder } from 'node:string_decoder';
import { SaxesParser } from 'saxes';
import { badRequest, ServiceError } from './errors.ts';
import { entryChunks, OverBudget, zipEntries, type InflateBudget, type ZipEntry } from './zip-entries.ts';

export const XLSX_LIMITS = {
  /** Expanded bytes of all the parts read. A full 5,000-user template expands to under 3 MB. */
  expandedBytes: 16 * 1024 * 1024,
  /** Distinct texts of the workbook (its shared strings). */
  strings: 100_000,
  cellsPerRow: 1_024,
  /** Spreadsheet XML nests about ten levels; deeper is not a spreadsheet. */
  depth: 32,
  attributesPerElement: 64,
};

const MB = 1024 * 1024;
export const NOT_XLSX = '文件不是有效的 Excel（.xlsx）文件';
const TOO_LARGE = `Excel 文件解压后超过 ${XLSX_LIMITS.expandedBytes / MB} MB，请只保留要导入的数据`;

export interface SheetRow {
  rowNumber: number;
  /** Texts of the cells holding a value (an empty text too), by column number (A = 1). */
  cells: Map<number, string>;
}

/** Calls `onRow` for each row of the first sheet, in file order. */
export async function readFirstSheet(buf: Buffer, onRow: (row: SheetRow) => void): Promise<void> {
  let entries: Map<string, ZipEntry>;
  try {
    entries = zipEntries(buf);
  } catch {
    throw badRequest(NOT_XLSX);
  }
  const budget: InflateBudget = { left: XLSX_LIMITS.expandedBytes };
  const part = (name: string) => entries.get(name);
  const rels = new Map<string, { type: string; target: string }>();
  await parsePart(part('xl/_rels/workbook.xml.rels'), budget, {
    open(name, a) {
      if (name === 'Relationship' && a.Id) rels.set(a.Id, { type: a.Type ?? '', target: a.Target ?? '' });
    },
  });
  let firstSheetRel: string | undefined;
  const workbook = part('xl/workbook.xml');
  if (!workbook) throw badRequest(NOT_XLSX);
  await parsePart(workbook, budget, {
    open(name, a) {
      if (name === 'sheet' && firstSheetRel === undefined) firstSheetRel = relationshipId(a) ?? '';
    },
  });
  const partOf = (target: string) => (target.startsWith('/') ? target.slice(1) : posix.normalize(`xl/${target}`));
  const sheetTarget = firstSheetRel === undefined ? undefined : rels.get(firstSheetRel)?.target;
  const sheet = sheetTarget === undefined ? undefined : part(partOf(sheetTarget));
  if (!sheet) throw badRequest('Excel 文件中没有工作表');
  const stringsRel = [...rels.values()].find((r) => r.type.endsWith('/sharedStrings'));
  const strings = await sharedStrings(part(stringsRel ? partOf(stringsRel.target) : 'xl/sharedStrings.xml'), budget);
  await sheetRows(sheet, budget, strings, onRow);
}

function relationshipId(attributes: Record<string, string>): string | undefined {
  const key = Object.keys(attributes).find((k) => k.endsWith(':id'));
  return key === undefined ? undefined : attributes[key];
}

async function sharedStrings(entry: ZipEntry | undefined, budget: InflateBudget): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  // Phonetic runs (<rPh>) are reading aids above the text, not part of it.
  let inPhonetic = 0;
  await parsePart(entry, budget, {
    open(name) {
      if (name === 'si') {
        if (strings.length >= XLSX_LIMITS.strings) throw badRequest(`Excel 文件中的文本超过 ${XLSX_LIMITS.strings} 条，请只保留要导入的数据`);
        current = '';
      } else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic++;
    },
    close(name) {
      if (name === 'si') strings.push(current);
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic--;
    },
    text(t) {
      if (inText && inPhonetic === 0) current += t;
    },
  });
  return strings;
}

async function sheetRows(entry: ZipEntry, budget: InflateBudget, strings: string[], onRow: (row: SheetRow) => void) {
  let row: SheetRow | undefined;
  let rowNumber = 0;
  let column = 0;
  let cellCount = 0;
  let cell: { type: string; value: string; inline: string; held: boolean } | undefined;
  let inValue = false;
  let inInline = false;
  let inText = false;
  let inPhonetic = 0;
  await parsePart(entry, budget, {
    open(name, a) {
      if (name === 'row') {
        rowNumber = a.r ? Number(a.r) : rowNumber + 1;
        row = { rowNumber, cells: new Map() };
        column = 0;
        cellCount = 0;
      } else if (name === 'c' && row) {
        if (++cellCount > XLSX_LIMITS.cellsPerRow) throw badRequest(`Excel 第 ${rowNumber} 行超过 ${XLSX_LIMITS.cellsPerRow} 个单元格`);
        column = a.r ? columnOf(a.r) : column + 1;
        cell = { type: a.t ?? 'n', value: '', inline: '', held: false };
      } else if (name === 'v' || name === 'is') {
        if (cell) cell.held = true;
        if (name === 'v') inValue = true;
        else inInline = true;
      } else if (name === 't') inText = true;
      else if (name === 'rPh') inPhonetic++;
    },
    close(name) {
      if (name === 'row' && row) {
        onRow(row);
        row = undefined;
      } else if (name === 'c' && row && cell) {
        // A cell with only a style holds nothing, as in exceljs.
        if (cell.held) row.cells.set(column, cellText(cell.type, cell.value, cell.inline, strings));
        cell = undefined;
      } else if (name === 'v') inValue = false;
      else if (name === 'is') inInline = false;
      else if (name === 't') inText = false;
      else if (name === 'rPh') inPhonetic--;
    },
    text(t) {
      if (!cell) return;
      if (inValue) cell.value += t;
      else if (inInline && inText && inPhonetic === 0) cell.inline += t;
    },
  });
}

/** `AB12` → 28. */
function columnOf(ref: string): number {
  let column = 0;
  for (const ch of ref) {
    const code = ch.charCodeAt(0);
    if (code < 65 || code > 90) break;
    column = column * 26 + code - 64;
  }
  return column;
}

function cellText(type: string, value: string, inline: string, strings: string[]): string {
  switch (type) {
    case 's':
      return strings[Number(value)] ?? '';
    case 'inlineStr':
      return inline;
    case 'str':
      return value;
    case 'b':
      return value === '1' ? 'true' : value === '0' ? 'false' : value;
    case 'e':
      return '';
    case 'd': {
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toISOString();
    }
    default: {
      const numeric = Number(value);
      return value === '' || !Number.isFinite(numeric) ? value : String(numeric);
    }
  }
}

interface PartHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/**
 * Parses one part as it inflates, calling the handlers with element names stripped of any
 * prefix. A missing part is empty. Refusals thrown by the handlers pass through.
 */
async function parsePart(entry: ZipEntry | undefined, budget: InflateBudget, on: PartHandlers): Promise<void> {
  if (!entry) return;
  if (entry.declaredSize > budget.left) throw badRequest(TOO_LARGE);
  // Without namespaces: no prefix is resolved, and prefixes differ between writers anyway.
  const parser = new SaxesParser();
  let depth = 0;
  let attributes = 0;
  const local = (name: string) => name.slice(name.indexOf(':') + 1);
  parser.on('doctype', () => {
    throw badRequest(NOT_XLSX);
  });
  parser.on('opentagstart', () => {
    if (++depth > XLSX_LIMITS.depth) throw badRequest(NOT_XLSX);
    attributes = 0;
  });
  parser.on('attribute', () => {
    if (++attributes > XLSX_LIMITS.attributesPerElement) throw badRequest(NOT_XLSX);
  });
  parser.on('opentag', (tag) => on.open?.(local(tag.name), tag.attributes as Record<string, string>));
  parser.on('closetag', (tag) => {
    depth--;
    on.close?.(local(tag.name));
  });
  if (on.text) {
    parser.on('text', on.text);
    parser.on('cdata', on.text);
  }
  const decoder = new StringDecoder('utf8');
  try {
    for await (const chunk of entryChunks(entry, budget)) parser.write(decoder.write(chunk));
    parser.write(decoder.end()).close();
  } catch (err) {
    if (err instanceof ServiceError) throw err;
    // Anything else is saxes finding the XML malformed or zlib the data damaged (NotAZip).
    throw badRequest(err instanceof OverBudget ? TOO_LARGE : NOT_XLSX);
  }
}
