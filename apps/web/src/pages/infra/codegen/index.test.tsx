/**
 * 代码生成 against a fake server: the columns and each button for its permission, 导入 (the
 * checked tables of the chosen data source), 同步 (what would change, then the sync), 预览 (the
 * file tree and each file's code), 删除 and 生成代码.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { Permissions, codegenApi, dataSourceConfigApi, type CodegenTable } from '@tenon/contracts';
import { createFakeServer, ok, type FakeServer } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import CodegenPage from './index';

const at = (h: number) => new Date(2026, 10, 29, h).getTime();
const table = (id: number, fields: Partial<CodegenTable> = {}): CodegenTable => ({
  id,
  dataSourceConfigId: 0,
  scene: 1,
  tableName: `demo_${id}`,
  tableComment: `示例表${id}`,
  remark: '',
  moduleName: 'infra',
  businessName: `demo${id}`,
  className: `Demo${id}`,
  classComment: `示例${id}`,
  author: '芋道源码',
  templateType: 1,
  frontType: 40,
  parentMenuId: null,
  treeParentColumnId: null,
  treeNameColumnId: null,
  masterTableId: null,
  subJoinColumnId: null,
  subJoinMany: null,
  createTime: at(9),
  updateTime: at(10),
  ...fields,
});
const source = (id: number, name: string) => ({ id, name, url: 'jdbc:postgresql://127.0.0.1:5432/tenon', username: 'postgres', passwordSet: true, createTime: at(8) });
const serverWith = () =>
  createFakeServer()
    .on(codegenApi.tablePage, ok({ list: [table(1, { tableName: 'infra_demo', tableComment: '示例' }), table(2, { dataSourceConfigId: 7 })], total: 2 }))
    .on(dataSourceConfigApi.list, ok([source(0, 'master'), source(3, 'report')]));
const ALL = [...Object.values(Permissions.infra.codegen), Permissions.infra.dataSourceConfig.query];
const open = (server: FakeServer, permissions = ALL) => renderPage(<CodegenPage />, { server, permissions, path: '/infra/codegen', routes: { '/codegen/edit/:tableId': <p>修改生成配置页</p> } });
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;
/** The open dialog, known by its title. */
const dialogTitled = async (title: string) => {
  const dialog = await screen.findByRole('dialog');
  expect(dialog).toHaveTextContent(title);
  return dialog;
};
const BUTTONS = ['预览', '编辑', '删除', '同步', '生成代码'];
const buttonsOf = (row: HTMLElement) => within(row).queryAllByRole('button').map((b) => b.textContent?.trim());

afterEach(() => vi.restoreAllMocks());

describe('代码生成', () => {
  it('lists the tables with their data source, and shows each button to its holders', async () => {
    const { user, location } = open(serverWith());
    expect(await screen.findByText('infra_demo')).toBeInTheDocument();
    for (const header of ['数据源', '表名称', '表描述', '实体', '创建时间', '更新时间', '操作']) expect(screen.getByRole('columnheader', { name: header })).toBeInTheDocument();
    const row = rowOf('infra_demo');
    expect(within(row).getByText('master')).toBeInTheDocument();
    expect(within(row).getByText('Demo1')).toBeInTheDocument();
    expect(within(row).getByText('2026-11-29 10:00:00')).toBeInTheDocument();
    expect(within(rowOf('demo_2')).getByText('未知【7】')).toBeInTheDocument();
    expect(buttonsOf(row)).toEqual(BUTTONS);
    expect(screen.getByRole('button', { name: /导入/ })).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: /编辑/ }));
    await waitFor(() => expect(location()).toBe('/codegen/edit/1'));
  });

  it('shows a reader neither 导入 nor the row buttons it does not hold, nor asks for the data sources it may not list', async () => {
    const server = serverWith();
    open(server, [Permissions.infra.codegen.query, Permissions.infra.codegen.preview]);
    const row = rowOf(await screen.findByText('infra_demo').then((cell) => cell.textContent!));
    expect(buttonsOf(row)).toEqual(['预览']);
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
    expect(within(row).getByText('master')).toBeInTheDocument();
    expect(server.received(dataSourceConfigApi.list)).toHaveLength(0);
  });

  it('filters by name and comment', async () => {
    const server = serverWith();
    const { user } = open(server);
    await screen.findByText('infra_demo');
    await user.type(screen.getByPlaceholderText('请输入表名称'), 'i');
    await user.type(screen.getByPlaceholderText('请输入表描述'), '示');
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(server.received(codegenApi.tablePage).at(-1)!.query.get('tableName')).toBe('i'));
    expect(server.received(codegenApi.tablePage).at(-1)!.query.get('tableComment')).toBe('示');
  });

  it('imports the checked tables of the chosen data source', async () => {
    const server = serverWith()
      .on(codegenApi.dbTableList, (request) =>
        ok(request.query.get('dataSourceConfigId') === '3' ? [{ name: 'report_daily', comment: '日报' }] : [{ name: 'system_post', comment: '岗位信息表' }, { name: 'system_notice', comment: '通知公告表' }, { name: 'infra_file', comment: '文件表' }]),
      )
      .on(codegenApi.createList, ok([3, 4]));
    const { user } = open(server);
    await screen.findByText('infra_demo');
    await user.click(screen.getByRole('button', { name: /导入/ }));
    const dialog = await dialogTitled('导入表');
    expect(await within(dialog).findByText('岗位信息表')).toBeInTheDocument();
    expect(server.received(codegenApi.dbTableList)[0]!.search).toBe('dataSourceConfigId=0');

    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('请选择要导入的表')).toBeInTheDocument();
    expect(server.received(codegenApi.createList)).toHaveLength(0);

    // A row's checkbox, or a click anywhere on the row.
    await user.click(within(within(dialog).getByText('system_post').closest('tr')!).getByRole('checkbox'));
    await user.click(within(dialog).getByText('infra_file'));
    const pagesBefore = server.received(codegenApi.tablePage).length;
    await user.click(within(dialog).getByRole('button', { name: '确 定' }));
    expect(await screen.findByText('导入成功')).toBeInTheDocument();
    expect(server.received(codegenApi.createList)[0]!.body).toEqual({ dataSourceConfigId: 0, tableNames: ['system_post', 'infra_file'] });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(server.received(codegenApi.tablePage).length).toBeGreaterThan(pagesBefore));
  });

  it('lists another data source’s tables by name and comment', async () => {
    const server = serverWith().on(codegenApi.dbTableList, (request) => ok(request.query.get('dataSourceConfigId') === '3' ? [{ name: 'report_daily', comment: '日报' }] : []));
    const { user } = open(server);
    await screen.findByText('infra_demo');
    await user.click(screen.getByRole('button', { name: /导入/ }));
    const dialog = await dialogTitled('导入表');
    await user.click(within(dialog).getByRole('combobox', { name: '数据源' }));
    await user.click(await screen.findByTitle('report'));
    await user.type(within(dialog).getByPlaceholderText('请输入表名称'), 'r');
    await user.click(within(dialog).getByRole('button', { name: '搜索' }));
    expect(await within(dialog).findByText('日报')).toBeInTheDocument();
    expect(server.received(codegenApi.dbTableList).at(-1)!.search).toBe('dataSourceConfigId=3&name=r');
  });

  it('shows what a sync would change, then syncs; says so when nothing changed', async () => {
    const server = serverWith()
      .on(codegenApi.syncDiff, (request) =>
        ok(
          request.query.get('tableId') === '1'
            ? { added: ['remark'], removed: ['legacy_flag'], changed: [{ columnName: 'name', before: 'varchar(30)', after: 'varchar(64)' }] }
            : { added: [], removed: [], changed: [] },
        ),
      )
      .on(codegenApi.syncFromDb, ok(true));
    const { user } = open(server);
    await screen.findByText('infra_demo');

    await user.click(within(rowOf('demo_2')).getByRole('button', { name: /同步/ }));
    expect(await screen.findByText('"demo_2"表结构与数据库一致，无需同步')).toBeInTheDocument();

    await user.click(within(rowOf('infra_demo')).getByRole('button', { name: /同步/ }));
    const dialog = await dialogTitled('同步表结构');
    expect(within(within(dialog).getByRole('region', { name: '新增字段' })).getByText('remark')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: '删除字段' })).getByText('legacy_flag')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('region', { name: '变更字段' })).getByText('name: varchar(30) → varchar(64)')).toBeInTheDocument();
    expect(within(dialog).getByText('确认要强制同步"infra_demo"表结构吗？')).toBeInTheDocument();
    expect(server.received(codegenApi.syncFromDb)).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('同步成功')).toBeInTheDocument();
    expect(server.received(codegenApi.syncFromDb).map((r) => r.search)).toEqual(['tableId=1']);
  });

  it('previews the generated files: the first file’s code, another file chosen in the tree, 复制', async () => {
    const files = [
      { filePath: 'apps/server/src/modules/infra/demo/demo.feature.ts', code: 'export const demoFeature = { name: "demo" };' },
      { filePath: 'apps/server/src/db/migrations/demo.sql', code: 'CREATE TABLE "infra_demo" ("id" bigint);' },
      { filePath: 'apps/web/src/pages/infra/demo/index.tsx', code: 'export default function DemoPage() {}' },
    ];
    const server = serverWith().on(codegenApi.preview, ok(files));
    const { user } = open(server);
    await screen.findByText('infra_demo');
    await user.click(within(rowOf('infra_demo')).getByRole('button', { name: /预览/ }));
    const dialog = await dialogTitled('代码预览');
    expect(server.received(codegenApi.preview).map((r) => r.search)).toEqual(['tableId=1']);
    const code = await within(dialog).findByLabelText(files[0]!.filePath);
    expect(code).toHaveTextContent(files[0]!.code);
    // Highlighted: the keywords are highlight.js's spans.
    expect(code.querySelector('.hljs-keyword')).toHaveTextContent('export');
    // Single-child directories share a node.
    for (const folder of ['apps', 'server/src', 'db/migrations', 'modules/infra/demo', 'web/src/pages/infra/demo']) expect(within(dialog).getByText(folder)).toBeInTheDocument();

    await user.click(within(dialog).getByText('demo.sql'));
    expect(await within(dialog).findByLabelText(files[1]!.filePath)).toHaveTextContent(files[1]!.code);
    expect(within(dialog).queryByLabelText(files[0]!.filePath)).toBeNull();

    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(within(dialog).getByRole('button', { name: /复\s*制/ }));
    expect(writeText).toHaveBeenCalledWith(files[1]!.code);
    expect(await screen.findByText('复制成功')).toBeInTheDocument();
  });

  it('deletes a table after asking, and downloads its code as codegen-<table>.zip', async () => {
    const zip = new Blob(['PK'], { type: 'application/zip' });
    const server = serverWith().on(codegenApi.delete, ok(true)).on(codegenApi.download, { status: 200, data: zip });
    const saved: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:codegen');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user } = open(server);
    await screen.findByText('infra_demo');

    await user.click(within(rowOf('infra_demo')).getByRole('button', { name: /生成代码/ }));
    await waitFor(() => expect(saved).toEqual(['codegen-infra_demo.zip']));
    expect(server.received(codegenApi.download).map((r) => r.search)).toEqual(['tableId=1']);

    await user.click(within(rowOf('infra_demo')).getByRole('button', { name: /删除/ }));
    expect(await screen.findByText('是否确认删除表名称为"infra_demo"的数据项?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(await screen.findByText('删除成功')).toBeInTheDocument();
    expect(server.received(codegenApi.delete).map((r) => r.search)).toEqual(['tableId=1']);
  });
});
