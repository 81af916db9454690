/**
 * The reference's own Vue 2 console (yudao-ui-admin-vue2 v1.8.3: `src/api/infra/codegen.js`,
 * `src/views/infra/codegen/*`) against our server: 代码生成's calls replayed as it sends them — the
 * import dialog's table list and `create-list`, the list's filters (`createTime` as two wall-clock
 * texts), the editor's `detail` answer sent back whole on 提交 with its edits, 同步, 预览 (our files)
 * and 删除. Its preview highlights each file by its extension with highlight.js 9, which knows
 * `.ts` and `.sql` but not `.tsx` or `.md` (docs/compatibility.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';

let t: TestApp;
let admin: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const send = <T = Json>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  t.api<T>({ method, path: url, token: admin.accessToken, tenantId: admin.tenantId, ...(method === 'GET' || method === 'DELETE' ? { query: payload as never } : { body: payload }) });
const ok = async <T = Json>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json): Promise<T> => {
  const res = await send<T>(method, url, payload);
  expect(res, `${method} ${url}: ${res.msg}`).toMatchObject({ code: 0 });
  return res.data;
};

describe('代码生成 (src/api/infra/codegen.js)', () => {
  it('imports, edits, syncs, previews and deletes a table as the Vue 2 console does', async () => {
    // importTable.vue: the data sources, then the master's tables filtered by name and comment.
    const sources = await ok<Json[]>('GET', '/infra/data-source-config/list');
    expect(sources[0]).toMatchObject({ id: 0, name: 'master' });
    const tables = await ok<Json[]>('GET', '/infra/codegen/db/table/list', { dataSourceConfigId: 0, name: 'system_de', comment: '' });
    expect(tables.map((row) => row.name)).toContain('system_dept');
    const [tableId] = await ok<number[]>('POST', '/infra/codegen/create-list', { dataSourceConfigId: 0, tableNames: ['system_dept'] });

    // index.vue: the page with its date range.
    const page = await ok<{ list: Json[] }>('GET', '/infra/codegen/table/page', { pageNo: 1, pageSize: 10, tableName: 'dept', tableComment: '', createTime: ['2020-01-01 00:00:00', '2099-12-31 23:59:59'] });
    expect(page.list.map((row) => row.id)).toContain(tableId);

    // editTable.vue: the detail, edited in place and sent back whole (every field it answered).
    const detail = await ok<{ table: Json; columns: Json[] }>('GET', `/infra/codegen/detail?tableId=${tableId}`);
    const table = { ...detail.table, classComment: '部门', author: '芋道源码', parentMenuId: 1 };
    const columns = detail.columns.map((c) => (c.columnName === 'name' ? { ...c, listOperationCondition: '=', dictType: '' } : c));
    expect(await ok('PUT', '/infra/codegen/update', { table, columns })).toBe(true);
    // Its 查询方式 offers > and !=, which the kit's filters cannot serve: a clear refusal.
    const refused = await send('PUT', '/infra/codegen/update', { table, columns: columns.map((c) => (c.columnName === 'sort' ? { ...c, listOperationCondition: '>=' } : c)) });
    expect(refused.msg).toBe('生成配置不正确：查询方式 >= 不支持，请选择 =、LIKE、BETWEEN');

    // index.vue's 同步 (PUT with the id in the query): nothing changed in the database.
    expect((await send('PUT', `/infra/codegen/sync-from-db?tableId=${tableId}`)).msg).toBe('同步失败，不存在改变');

    // index.vue's 预览: a list of { filePath, code }, our files, with the edits in them.
    const files = await ok<Array<{ filePath: string; code: string }>>('GET', `/infra/codegen/preview?tableId=${tableId}`);
    const contract = files.find((f) => f.filePath === 'packages/contracts/src/system/dept.ts');
    expect(contract?.code).toContain("name: { title: '部门名称', filter: 'equals' }");
    expect(files.map((f) => f.filePath.slice(f.filePath.lastIndexOf('.') + 1)).sort()).toEqual(['md', 'sql', 'ts', 'ts', 'ts', 'ts', 'tsx', 'tsx']);

    // index.vue's 删除.
    expect(await ok('DELETE', '/infra/codegen/delete', { tableId })).toBe(true);
  });
});
