/**
 * 修改生成配置 against a fake server: it loads the table and its columns, edits them in place
 * (a column's 字典类型 and 查询方式 among them) and in the two forms, sends the table and the
 * columns together and returns to 代码生成; a form left wrong is not sent.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { Permissions, codegenApi, dictTypeApi, menuApi, type CodegenColumn, type CodegenDetail } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../test/fakeServer';
import { dictEntry, renderPage } from '../../../test/renderPage';
import CodegenEditTablePage from './editTable';

const at = new Date(2026, 10, 29, 9).getTime();
const column = (id: number, columnName: string, fields: Partial<CodegenColumn> = {}): CodegenColumn => ({
  id,
  tableId: 5,
  columnName,
  dataType: 'varchar(64)',
  columnComment: columnName,
  nullable: false,
  primaryKey: false,
  autoIncrement: 'false',
  ordinalPosition: id,
  javaType: 'String',
  javaField: columnName,
  dictType: '',
  example: '',
  createOperation: true,
  updateOperation: true,
  listOperation: false,
  listOperationCondition: '=',
  listOperationResult: true,
  htmlType: 'input',
  createTime: at,
  ...fields,
});
const detail: CodegenDetail = {
  table: {
    id: 5,
    dataSourceConfigId: 0,
    scene: 1,
    tableName: 'infra_demo',
    tableComment: '示例表',
    remark: '',
    moduleName: 'infra',
    businessName: 'demo',
    className: 'InfraDemo',
    classComment: '示例',
    author: '芋道源码',
    templateType: 1,
    frontType: 40,
    parentMenuId: null,
    treeParentColumnId: null,
    treeNameColumnId: null,
    masterTableId: null,
    subJoinColumnId: null,
    subJoinMany: null,
    createTime: at,
    updateTime: at,
  },
  columns: [
    column(1, 'id', { dataType: 'int8', javaType: 'Long', primaryKey: true, createOperation: false }),
    column(2, 'name', { columnComment: '名字' }),
    column(3, 'status', { dataType: 'int2', javaType: 'Integer', columnComment: '状态', nullable: true }),
  ],
};
const dicts = [
  dictEntry('infra_codegen_scene', '1', '管理后台'),
  dictEntry('infra_codegen_scene', '2', '用户 APP'),
  dictEntry('infra_codegen_template_type', '1', '单表（增删改查）'),
  dictEntry('infra_codegen_template_type', '2', '树表（增删改查）'),
  dictEntry('infra_codegen_front_type', '40', 'Tenon React'),
];
const serverWith = () =>
  createFakeServer()
    .on(codegenApi.detail, ok(detail))
    .on(dictTypeApi.listAllSimple, ok([{ id: 1, name: '通用状态', type: 'common_status' }, { id: 2, name: '用户性别', type: 'system_user_sex' }]))
    .on(menuApi.listAllSimple, ok([{ id: 2, name: '基础设施', parentId: 0, type: 1 }, { id: 3, name: '系统管理', parentId: 0, type: 1 }, { id: 301, name: '用户新增', parentId: 3, type: 3 }]))
    .on(codegenApi.tablePage, ok({ list: [detail.table], total: 1 }))
    .on(codegenApi.update, ok(true));
const openEditor = (server = serverWith(), entry = '/codegen/edit/5') =>
  renderPage(<CodegenEditTablePage />, { server, permissions: Object.values(Permissions.infra.codegen), dicts, path: '/codegen/edit/:tableId', entry, routes: { '/infra/codegen': <p>代码生成页</p> } });

describe('修改生成配置', () => {
  it('edits the columns and the settings, sends them together, and returns to the list', async () => {
    const server = serverWith();
    const { user } = openEditor(server);
    // 字段信息 shows first: the database's facts as text, the rest as controls.
    expect(await screen.findByDisplayValue('名字')).toBeInTheDocument();
    expect(server.received(codegenApi.detail)[0]!.search).toBe('tableId=5');
    expect(screen.getByText('int8')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: '允许空 status' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: '字典类型 status' }));
    await user.click(await screen.findByTitle('通用状态'));
    await user.click(screen.getByRole('combobox', { name: '查询方式 name' }));
    await user.click(await screen.findByTitle('LIKE'));
    await user.click(screen.getByRole('checkbox', { name: '查询 name' }));

    await user.click(screen.getByRole('tab', { name: '生成信息' }));
    expect(screen.getByText('管理后台')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /上级菜单/ }));
    await user.click(await screen.findByTitle('基础设施'));

    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('代码生成页')).toBeInTheDocument();
    expect(screen.getByText('修改成功')).toBeInTheDocument();
    const body = server.received(codegenApi.update)[0]!.body as { table: Record<string, unknown>; columns: Array<Record<string, unknown>> };
    expect(body.table).toEqual({
      id: 5,
      scene: 1,
      tableName: 'infra_demo',
      tableComment: '示例表',
      remark: '',
      moduleName: 'infra',
      businessName: 'demo',
      className: 'InfraDemo',
      classComment: '示例',
      author: '芋道源码',
      templateType: 1,
      frontType: 40,
      parentMenuId: 2,
      treeParentColumnId: null,
      treeNameColumnId: null,
      masterTableId: null,
      subJoinColumnId: null,
      subJoinMany: null,
    });
    expect(body.columns.map((c) => c.id)).toEqual([1, 2, 3]);
    expect(body.columns[1]).toMatchObject({ columnComment: '名字', listOperation: true, listOperationCondition: 'LIKE', dictType: '' });
    expect(body.columns[2]).toMatchObject({ dictType: 'common_status', htmlType: 'input', listOperationCondition: '=' });
  });

  it('asks a tree for its parent and name columns, and sends them', async () => {
    const server = serverWith();
    const { user } = openEditor(server);
    await screen.findByDisplayValue('名字');
    await user.click(screen.getByRole('tab', { name: '生成信息' }));
    expect(screen.queryByRole('combobox', { name: /父编号字段/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: /生成模板/ }));
    await user.click(await screen.findByTitle('树表（增删改查）'));
    // The tree's settings come with the re-render the watched template causes;
    // submitting before them would validate a form without them.
    expect(await screen.findByRole('combobox', { name: /父编号字段/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请选择父编号字段')).toBeInTheDocument();
    expect(server.received(codegenApi.update)).toHaveLength(0);

    await user.click(screen.getByRole('combobox', { name: /父编号字段/ }));
    await user.click(await screen.findByTitle('id：id'));
    await user.click(screen.getByRole('combobox', { name: /树名称字段/ }));
    await user.click((await screen.findAllByTitle('name：名字')).at(-1)!);
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(codegenApi.update)[0]!.body).toMatchObject({ table: { templateType: 2, treeParentColumnId: 1, treeNameColumnId: 2 } });
  });

  it('refuses to send a form left wrong, whichever tab it is on', async () => {
    const server = serverWith();
    const { user } = openEditor(server);
    await screen.findByDisplayValue('名字');
    await user.click(screen.getByRole('tab', { name: '基本信息' }));
    await user.clear(screen.getByRole('textbox', { name: '作者' }));
    await user.click(screen.getByRole('tab', { name: '生成信息' }));
    await user.clear(screen.getByRole('textbox', { name: /模块名/ }));
    await user.type(screen.getByRole('textbox', { name: /模块名/ }), 'X');
    await user.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('表单校验未通过，请重新检查提交内容')).toBeInTheDocument();
    expect(await screen.findByText('模块名须以小写字母开头，只含字母、数字和 -')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '基本信息' }));
    expect(await screen.findByText('请输入作者')).toBeInTheDocument();
    expect(server.received(codegenApi.update)).toHaveLength(0);
  });

  it('returns to the list without saving, and says a table it cannot read does not exist', async () => {
    const { user } = openEditor();
    await screen.findByDisplayValue('名字');
    await user.click(screen.getByRole('button', { name: /返\s*回/ }));
    expect(await screen.findByText('代码生成页')).toBeInTheDocument();

    openEditor(createFakeServer(), '/codegen/edit/abc');
    expect(await screen.findByText('表定义不存在')).toBeInTheDocument();
  });
});
