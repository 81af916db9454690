/**
 * User import of hand-written workbooks: prefixed elements, as some writers produce, import,
 * and a small upload that expands to far more than any user list (a zip bomb, a flood of
 * texts or cells) is refused with its limit's message before the server holds it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { user } from './user.schema.ts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { zip, type ZipInput } from '../../../test/zip.ts';
import { uniq, upload } from '../role/testing/rbac.fixtures.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const userCount = async () => (await t.db.select({ n: count() }).from(user))[0]!.n;
const importFile = async (file: Buffer) => (await upload(t, admin, file)).json() as { code: number; data: unknown; msg: string };

const inline = (ref: string, text: string) => `<x:c r="${ref}" t="inlineStr"><x:is><x:t>${text}</x:t></x:is></x:c>`;
const shared = (ref: string, index: number) => `<x:c r="${ref}" t="s"><x:v>${index}</x:v></x:c>`;
const HEADER_ROW = `<x:row r="1">${inline('A1', '用户名称')}${inline('B1', '用户昵称')}</x:row>`;

/** A workbook as other writers make it: `x:`-prefixed elements, inline and shared strings. */
function workbook(rows: string, sharedStrings: Omit<ZipInput, 'name'>): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      data: `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>`,
    },
    { name: '_rels/.rels', data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>` },
    { name: 'xl/workbook.xml', data: `<x:workbook xmlns:x="${MAIN}" xmlns:r="${REL}"><x:sheets><x:sheet name="用户" sheetId="1" r:id="rId1"/></x:sheets></x:workbook>` },
    {
      name: 'xl/_rels/workbook.xml.rels',
      data: `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', data: `<x:worksheet xmlns:x="${MAIN}"><x:sheetData>${rows}</x:sheetData></x:worksheet>` },
    { name: 'xl/sharedStrings.xml', ...sharedStrings },
  ]);
}
const sst = (items: string) => `<x:sst xmlns:x="${MAIN}">${items}</x:sst>`;

describe('a hand-written workbook', () => {
  it('imports its users, reading shared and inline strings but not phonetic hints', async () => {
    const [a, b] = [uniq('hw'), uniq('hw')];
    const rows = `${HEADER_ROW}<x:row r="2">${inline('A2', a)}${shared('B2', 0)}</x:row><x:row r="3">${shared('A3', 1)}${inline('B3', '乙')}</x:row>`;
    const strings = sst(`<x:si><x:r><x:t>甲</x:t></x:r><x:rPh sb="0" eb="1"><x:t>コウ</x:t></x:rPh></x:si><x:si><x:t>${b}</x:t></x:si>`);
    const res = await importFile(workbook(rows, { data: strings }));
    expect(res).toMatchObject({ code: 0, data: { createUsernames: [a, b], failureUsernames: {} } });
    expect((await t.db.select().from(user).where(eq(user.username, a)))[0]?.nickname).toBe('甲');
  });
});

describe('a workbook that expands past the limits is refused and changes nothing', () => {
  const refused = async (file: Buffer, msg: string) => {
    const before = await userCount();
    expect(await importFile(file)).toEqual({ code: 400, data: null, msg });
    expect(await userCount()).toBe(before);
  };
  const ROWS = `${HEADER_ROW}<x:row r="2">${shared('A2', 0)}${inline('B2', '炸弹')}</x:row>`;
  // 24 MB of one letter deflates to about 24 KB.
  const bomb = () => sst(`<x:si><x:t>${'a'.repeat(24 * 1024 * 1024)}</x:t></x:si>`);
  const TOO_LARGE = 'Excel 文件解压后超过 16 MB，请只保留要导入的数据';

  it('texts expanding to 24 MB, saying so in the zip', () => refused(workbook(ROWS, { data: bomb() }), TOO_LARGE));

  it('texts expanding to 24 MB while the zip claims 1 KB', () => refused(workbook(ROWS, { data: bomb(), declaredSize: 1024 }), TOO_LARGE));

  it('more than 100,000 distinct texts', () =>
    refused(
      workbook(ROWS, { data: sst('<x:si><x:t>a</x:t></x:si>'.repeat(100_001)) }),
      'Excel 文件中的文本超过 100000 条，请只保留要导入的数据',
    ));

  it('a row of more than 1,024 cells', () => {
    const wide = Array.from({ length: 1025 }, (_, i) => `<x:c t="inlineStr"><x:is><x:t>${i}</x:t></x:is></x:c>`).join('');
    return refused(workbook(`${HEADER_ROW}<x:row r="2">${wide}</x:row>`, { data: sst('') }), 'Excel 第 2 行超过 1024 个单元格');
  });
});
