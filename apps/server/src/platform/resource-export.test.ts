/**
 * exportResource on a fixture resource: by default a column per field the export keeps, headed
 * by its title, under the sheet {noun}列表; a resource's own column order, headers and sheet, a
 * field's plain value once more under its own header, and the cells the server writes itself.
 */
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import Type from 'typebox';
import { apiGroup, Dicts, endpoint, PageResult, Permissions, resource } from '@tenon/contracts';
import { exportResource } from './resource-export.ts';

const GadgetResp = Type.Object({ id: Type.Integer(), name: Type.String(), status: Type.Integer(), price: Type.Integer(), code: Type.Integer(), createTime: Type.Integer() });
const gadgetApi = apiGroup('小部件', {
  page: endpoint({ method: 'GET', path: '/test/gadget/page', summary: '部件分页', access: { permission: Permissions.system.post.query }, query: Type.Object({}), response: PageResult(GadgetResp) }),
});
const fields = {
  id: { title: '部件编号' },
  name: { title: '部件名称' },
  status: { title: '状态', dict: Dicts.commonStatus },
  price: { title: '价格', kind: 'money' },
  code: { title: '结果', export: false },
  createTime: { title: '创建时间', kind: 'dateTime' },
} as const;
const plain = resource({ api: gadgetApi, noun: '部件', exportFile: '部件.xlsx', fields });
const own = resource({
  api: gadgetApi,
  noun: '部件',
  exportFile: '部件.xlsx',
  exportSheet: '部件',
  fields: { ...fields, name: { title: '部件名称', export: { title: '名称' } }, code: { title: '结果' } },
  exportColumns: ['name', 'id', 'code', { field: 'code', title: '结果码' }, 'createTime'],
});

type Gadget = Type.Static<typeof GadgetResp>;
const rows: Gadget[] = [{ id: 7, name: '齿轮', status: 1, price: 12345, code: 0, createTime: Date.UTC(2024, 4, 6, 1, 30, 5) }];
const label = (type: string, value: string | number | boolean) => (type === Dicts.commonStatus ? (value === 1 ? '关闭' : '开启') : String(value));

async function sheetOf(body: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(body as unknown as ExcelJS.Buffer);
  const ws = wb.worksheets[0]!;
  const values = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
  return { name: ws.name, header: values(1), first: values(2) };
}

describe('exportResource', () => {
  it('writes a column per field the export keeps, headed by its title, under {noun}列表', async () => {
    const file = await exportResource(plain, rows, label, 'Asia/Shanghai');
    expect(file.filename).toBe('部件.xlsx');
    expect(await sheetOf(file.body)).toEqual({
      name: '部件列表',
      header: ['部件编号', '部件名称', '状态', '价格', '创建时间'],
      first: [7, '齿轮', '关闭', '123.45', '2024-05-06 09:30:05'],
    });
  });

  it('follows the resource’s own columns, headers and sheet, and writes the server’s own cells', async () => {
    const file = await exportResource(own, rows, label, 'Asia/Shanghai', { code: (row) => (row.code === 0 ? '成功' : '失败') });
    expect(await sheetOf(file.body)).toEqual({
      name: '部件',
      header: ['名称', '部件编号', '结果', '结果码', '创建时间'],
      first: ['齿轮', 7, '成功', 0, '2024-05-06 09:30:05'],
    });
  });
});
