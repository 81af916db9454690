/**
 * 代码生成 (`/infra/codegen`) and its editor (`/codegen/edit/:tableId`): tables imported from a
 * data source's catalogue, their generation settings and columns, and the files generated from
 * them for this product's own stack (a contract resource, a server feature, a migration, the
 * menu rows, a screen on the kit and their tests; docs/codegen.md). The paths and fields are the
 * reference's, so its console edits the same rows; `preview` answers our files.
 */
import Type, { type TLiteral } from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { DateTimeRange, Id, Int, MAX_ID, MAX_INT16, PageParam, PageResult } from '../common.ts';
import { Permissions } from '../permissions.ts';

/** `scene` (dictionary infra_codegen_scene): 1 管理后台, 2 用户 APP. */
export const CodegenScene = { ADMIN: 1, APP: 2 } as const;
/**
 * `templateType` (dictionary infra_codegen_template_type), the reference's values: 1 单表, 2 树表
 * (a parent column and a name column), 10 主子表的主表 (its form edits its sub tables' rows) and
 * 15 子表 (generated with its master, joined by one of its columns).
 */
export const CodegenTemplateType = { ONE: 1, TREE: 2, MASTER_NORMAL: 10, SUB: 15 } as const;
/** `frontType` (dictionary infra_codegen_front_type): Tenon's own screen on the kit is 40. */
export const CodegenFrontType = { VUE2: 10, VUE3: 20, VUE3_SCHEMA: 21, VUE3_VBEN: 30, TENON_REACT: 40 } as const;

/** A column's 查询方式: the kit's page filters serve these three (docs/codegen.md). */
export const CODEGEN_CONDITIONS = ['=', 'LIKE', 'BETWEEN'] as const;
/** A column's 显示类型, the reference's values; each maps to a field kind of the kit. */
export const CODEGEN_HTML_TYPES = ['input', 'textarea', 'select', 'radio', 'checkbox', 'datetime', 'imageUpload', 'fileUpload', 'editor'] as const;
/** A column's 类型 in the reference's (Java) names; each maps to a TypeScript type and a column type. */
export const CODEGEN_JAVA_TYPES = ['Long', 'String', 'Integer', 'Double', 'BigDecimal', 'LocalDateTime', 'Boolean'] as const;

/** A 类描述 the templates can write inside a string literal. */
export const CLASS_COMMENT_PATTERN = '^[^\'"`\\\\\\r\\n]+$';

/** One of a list of texts, typed as their union (TypeBox's Union wants a tuple). */
const OneOf = <const T extends readonly string[]>(values: T, title: string) =>
  Type.Union(values.map((v) => Type.Literal(v)) as unknown as [TLiteral<T[number]>], { title });

/** A module, business or field name the generated paths and identifiers are made of. */
const Identifier = (title: string, max: number) => Type.String({ minLength: 1, maxLength: max, pattern: '^[a-z][a-zA-Z0-9-]*$', title });

export const CodegenTableResp = Type.Object({
  id: Type.Integer(),
  dataSourceConfigId: Type.Integer(),
  scene: Type.Integer(),
  tableName: Type.String(),
  tableComment: Type.String(),
  remark: Type.String(),
  moduleName: Type.String(),
  businessName: Type.String(),
  className: Type.String(),
  classComment: Type.String(),
  author: Type.String(),
  templateType: Type.Integer(),
  frontType: Type.Integer(),
  parentMenuId: Type.Union([Type.Integer(), Type.Null()]),
  /** 树表: the column holding the parent's id (its field is `parentId`) and the one holding the name. */
  treeParentColumnId: Type.Union([Type.Integer(), Type.Null()]),
  treeNameColumnId: Type.Union([Type.Integer(), Type.Null()]),
  /** 子表: its master table, the column holding the master's id, and one-to-many (the only kind Tenon generates). */
  masterTableId: Type.Union([Type.Integer(), Type.Null()]),
  subJoinColumnId: Type.Union([Type.Integer(), Type.Null()]),
  subJoinMany: Type.Union([Type.Boolean(), Type.Null()]),
  createTime: Type.Integer(),
  updateTime: Type.Integer(),
});
export type CodegenTable = Type.Static<typeof CodegenTableResp>;

export const CodegenColumnResp = Type.Object({
  id: Type.Integer(),
  tableId: Type.Integer(),
  columnName: Type.String(),
  dataType: Type.String(),
  columnComment: Type.String(),
  nullable: Type.Boolean(),
  primaryKey: Type.Boolean(),
  autoIncrement: Type.String(),
  ordinalPosition: Type.Integer(),
  javaType: OneOf(CODEGEN_JAVA_TYPES, 'Java 属性类型'),
  javaField: Type.String(),
  dictType: Type.String(),
  example: Type.String(),
  createOperation: Type.Boolean(),
  updateOperation: Type.Boolean(),
  listOperation: Type.Boolean(),
  listOperationCondition: Type.String(),
  listOperationResult: Type.Boolean(),
  htmlType: OneOf(CODEGEN_HTML_TYPES, '显示类型'),
  createTime: Type.Integer(),
});
export type CodegenColumn = Type.Static<typeof CodegenColumnResp>;

export const CodegenDetailResp = Type.Object({ table: CodegenTableResp, columns: Type.Array(CodegenColumnResp) });
export type CodegenDetail = Type.Static<typeof CodegenDetailResp>;

const UpdateTable = Type.Object({
  id: Id('表编号'),
  scene: Int('生成场景', { minimum: 1, maximum: 2 }),
  tableName: Type.String({ minLength: 1, maxLength: 200, title: '表名称' }),
  tableComment: Type.String({ minLength: 1, maxLength: 500, title: '表描述' }),
  remark: Type.Optional(Type.Union([Type.String({ maxLength: 500, title: '备注' }), Type.Null()])),
  moduleName: Identifier('模块名', 30),
  businessName: Identifier('业务名', 30),
  className: Type.String({ minLength: 1, maxLength: 100, pattern: '^[A-Z][A-Za-z0-9]*$', title: '类名称' }),
  // Written into generated strings and names (the noun, the menu, 不存在's message): no quote, backslash or line break.
  classComment: Type.String({ minLength: 1, maxLength: 50, pattern: CLASS_COMMENT_PATTERN, title: '类描述' }),
  author: Type.String({ minLength: 1, maxLength: 50, title: '作者' }),
  templateType: Int('模板类型', { minimum: 1, maximum: MAX_INT16 }),
  frontType: Int('前端类型', { minimum: 1, maximum: MAX_INT16 }),
  parentMenuId: Type.Optional(Type.Union([Type.Integer({ minimum: 0, maximum: MAX_ID, title: '上级菜单' }), Type.Null()])),
  // The reference's later settings (its v1.8.3 console sends none of them: an omitted one keeps its value).
  treeParentColumnId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID, title: '父编号字段' }), Type.Null()])),
  treeNameColumnId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID, title: '树名称字段' }), Type.Null()])),
  masterTableId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID, title: '关联的主表' }), Type.Null()])),
  subJoinColumnId: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: MAX_ID, title: '子表关联的字段' }), Type.Null()])),
  subJoinMany: Type.Optional(Type.Union([Type.Boolean({ title: '关联关系' }), Type.Null()])),
});

const UpdateColumn = Type.Object({
  id: Id('字段编号'),
  columnComment: Type.String({ maxLength: 500, title: '字段描述' }),
  javaType: OneOf(CODEGEN_JAVA_TYPES, 'Java 属性类型'),
  javaField: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][A-Za-z0-9]*$', title: 'Java 属性名' }),
  dictType: Type.Optional(Type.Union([Type.String({ maxLength: 200, title: '字典类型' }), Type.Null()])),
  example: Type.Optional(Type.Union([Type.String({ maxLength: 64, title: '数据示例' }), Type.Null()])),
  createOperation: Type.Boolean({ title: '是否为 Create 创建操作的字段' }),
  updateOperation: Type.Boolean({ title: '是否为 Update 更新操作的字段' }),
  listOperation: Type.Boolean({ title: '是否为 List 查询操作的字段' }),
  listOperationCondition: Type.String({ minLength: 1, maxLength: 32, title: 'List 查询操作的条件类型' }),
  listOperationResult: Type.Boolean({ title: '是否为 List 查询操作的返回字段' }),
  htmlType: OneOf(CODEGEN_HTML_TYPES, '显示类型'),
});

const TableIdQuery = Type.Object({ tableId: Id('表编号') });

export const CodegenPreviewFile = Type.Object({ filePath: Type.String(), code: Type.String() });
export type CodegenPreview = Type.Static<typeof CodegenPreviewFile>;

export const DatabaseTableResp = Type.Object({ name: Type.String(), comment: Type.String() });

/** What a sync from the database would change (Tenon's: the editor shows it before syncing). */
export const CodegenSyncDiff = Type.Object({
  added: Type.Array(Type.String()),
  removed: Type.Array(Type.String()),
  changed: Type.Array(Type.Object({ columnName: Type.String(), before: Type.String(), after: Type.String() })),
});
export type CodegenSyncDiffResp = Type.Static<typeof CodegenSyncDiff>;

const P = Permissions.infra.codegen;

export const codegenApi = apiGroup(
  '代码生成',
  {
    tablePage: endpoint({
      method: 'GET',
      path: '/infra/codegen/table/page',
      access: { permission: P.query },
      summary: '获得表定义分页',
      query: Type.Object({
        ...PageParam,
        tableName: Type.Optional(Type.String({ maxLength: 200, title: '表名称' })),
        tableComment: Type.Optional(Type.String({ maxLength: 500, title: '表描述' })),
        className: Type.Optional(Type.String({ maxLength: 100, title: '实体' })),
        createTime: Type.Optional(DateTimeRange('创建时间')),
      }),
      response: PageResult(CodegenTableResp),
    }),
    dbTableList: endpoint({
      method: 'GET',
      path: '/infra/codegen/db/table/list',
      access: { permission: P.query },
      summary: '获得数据源的表定义列表',
      query: Type.Object({
        dataSourceConfigId: Type.Integer({ minimum: 0, maximum: MAX_ID, title: '数据源配置的编号' }),
        name: Type.Optional(Type.String({ maxLength: 200, title: '表名称' })),
        comment: Type.Optional(Type.String({ maxLength: 500, title: '表描述' })),
      }),
      response: Type.Array(DatabaseTableResp),
    }),
    detail: endpoint({
      method: 'GET',
      path: '/infra/codegen/detail',
      access: { permission: P.query },
      summary: '获得表和字段的明细',
      query: TableIdQuery,
      response: CodegenDetailResp,
    }),
    createList: endpoint({
      method: 'POST',
      path: '/infra/codegen/create-list',
      access: { permission: P.create },
      summary: '基于数据库的表结构，创建代码生成器的表和字段定义',
      body: Type.Object({
        dataSourceConfigId: Type.Integer({ minimum: 0, maximum: MAX_ID, title: '数据源配置的编号' }),
        tableNames: Type.Array(Type.String({ minLength: 1, maxLength: 200, title: '表名' }), { minItems: 1, maxItems: 50, title: '表名数组' }),
      }),
      response: Type.Array(Type.Integer()),
    }),
    update: endpoint({
      method: 'PUT',
      path: '/infra/codegen/update',
      access: { permission: P.update },
      summary: '更新数据库的表和字段定义',
      body: Type.Object({
        table: UpdateTable,
        columns: Type.Array(UpdateColumn, { minItems: 1, maxItems: 500, title: '字段定义' }),
      }),
      response: Type.Boolean(),
    }),
    syncDiff: endpoint({
      method: 'GET',
      path: '/infra/codegen/sync-from-db/diff',
      access: { permission: P.update },
      summary: '基于数据库的表结构，预览同步会改变的字段',
      query: TableIdQuery,
      response: CodegenSyncDiff,
    }),
    syncFromDb: endpoint({
      method: 'PUT',
      path: '/infra/codegen/sync-from-db',
      access: { permission: P.update },
      summary: '基于数据库的表结构，同步数据库的表和字段定义',
      query: TableIdQuery,
      response: Type.Boolean(),
    }),
    delete: endpoint({
      method: 'DELETE',
      path: '/infra/codegen/delete',
      access: { permission: P.delete },
      summary: '删除数据库的表和字段定义',
      query: TableIdQuery,
      response: Type.Boolean(),
    }),
    preview: endpoint({
      method: 'GET',
      path: '/infra/codegen/preview',
      access: { permission: P.preview },
      summary: '预览生成代码',
      query: TableIdQuery,
      response: Type.Array(CodegenPreviewFile),
    }),
    download: endpoint({
      method: 'GET',
      path: '/infra/codegen/download',
      access: { permission: P.download },
      produces: 'file',
      summary: '下载生成代码（zip）',
      query: TableIdQuery,
      response: Type.Unknown(),
    }),
  },
  { platform: true },
);
