/** 数据库文档 as a Word document (.docx, written by the `docx` package): a heading and grids per table. */
import { Document, HeadingLevel, Packer, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import { COLUMN_HEADERS, INDEX_HEADERS, columnCells, headingOf, indexCells, type DocTable } from './db-doc-model.ts';

const row = (cells: readonly string[], header = false) =>
  new TableRow({
    tableHeader: header,
    // Plain paragraphs in the body: a run per cell doubles the time to write a large database.
    children: cells.map((text) => new TableCell({ children: [header ? new Paragraph({ children: [new TextRun({ text, bold: true })] }) : new Paragraph(text)] })),
  });

const grid = (headers: readonly string[], rows: string[][]) =>
  new Table({ width: { size: 100, type: WidthType.PERCENTAGE }, rows: [row(headers, true), ...rows.map((r) => row(r))] });

export async function dbDocWord(title: string, tables: DocTable[]): Promise<Buffer> {
  const children: Array<Paragraph | Table> = [new Paragraph({ text: title, heading: HeadingLevel.TITLE }), new Paragraph({ text: `共 ${tables.length} 张表` })];
  for (const t of tables) {
    children.push(new Paragraph({ text: headingOf(t), heading: HeadingLevel.HEADING_1 }), new Paragraph({ text: '字段', heading: HeadingLevel.HEADING_3 }), grid(COLUMN_HEADERS, t.columns.map(columnCells)));
    if (t.indexes.length > 0) children.push(new Paragraph({ text: '索引', heading: HeadingLevel.HEADING_3 }), grid(INDEX_HEADERS, t.indexes.map(indexCells)));
  }
  const doc = new Document({ title, creator: 'Tenon', sections: [{ children }] });
  return Packer.toBuffer(doc);
}
