/**
 * The infra area's part of the page table: a menu's `component` (the reference's view path) →
 * its page, loaded on first open. A new screen is one line here.
 */
import type { PageTable } from '../../router/pageTable';

export const infraPages: PageTable = {
  'infra/config/index': () => import('./config/index'),
  'infra/job/index': () => import('./job/index'),
  'infra/fileConfig/index': () => import('./file-config/index'),
  'infra/file/index': () => import('./file/index'),
  'infra/apiAccessLog/index': () => import('./api-access-log/index'),
  'infra/apiErrorLog/index': () => import('./api-error-log/index'),
  // Hidden: the reference routes it at /job/log, opened from 定时任务.
  'infra/job/log/index': () => import('./job/log/index'),
  'infra/druid/index': () => import('./druid/index'),
  'infra/redis/index': () => import('./redis/index'),
  'infra/server/index': () => import('./server/index'),
  'infra/webSocket/index': () => import('./websocket/index'),
  'infra/swagger/index': () => import('./swagger/index'),
  'infra/build/index': () => import('./build/index'),
  'infra/codegen/index': () => import('./codegen/index'),
  'infra/dataSourceConfig/index': () => import('./data-source-config/index'),
  'infra/dbDoc/index': () => import('./db-doc/index'),
  // 代码生成示例: the generator's output for the reference's sample table (codegen/test-demo).
  'infra/testDemo/index': () => import('./test-demo/index'),
  // The generator's 树表 and 主子表 samples (codegen/samples).
  'infra/demo02Category/index': () => import('./demo02-category/index'),
  'infra/demo03Student/index': () => import('./demo03-student/index'),
  // Hidden: the reference routes it at /codegen/edit/:tableId, opened by 代码生成's 编辑.
  'infra/codegen/editTable': () => import('./codegen/editTable'),
};

/** Each hidden page's owner screen (see `router/pageOwners.ts`). */
export const infraPageOwners: Record<string, string> = {
  'infra/job/log/index': 'infra/job/index',
  'infra/codegen/editTable': 'infra/codegen/index',
};
