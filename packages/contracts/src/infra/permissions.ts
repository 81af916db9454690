/** The infra area's permissions, by screen: `infra:<entity>:<action>` (composed into `Permissions.infra`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const infraPermissions = {
  config: { ...crud('infra:config'), export: 'infra:config:export' },
  // The job log screen reads with the job's permissions, as the reference's does.
  job: { ...crud('infra:job'), export: 'infra:job:export', trigger: 'infra:job:trigger' },
  fileConfig: { ...crud('infra:file-config'), export: 'infra:file-config:export' },
  // The reference's 文件列表 has 查询 and 删除 only; uploading takes a sign-in, no permission (docs/files.md).
  file: { query: 'infra:file:query', delete: 'infra:file:delete' },
  apiAccessLog: { query: 'infra:api-access-log:query', export: 'infra:api-access-log:export' },
  apiErrorLog: { query: 'infra:api-error-log:query', updateStatus: 'infra:api-error-log:update-status', export: 'infra:api-error-log:export' },
  // The reference's strings (Redis 监控's buttons 1066, 1067).
  redis: { getMonitorInfo: 'infra:redis:get-monitor-info', getKeyList: 'infra:redis:get-key-list' },
  // Tenon's: the reference's 111 and 112 are iframes without a permission; ours carry one on the menu row.
  dbMonitor: { query: 'infra:db-monitor:query' },
  serverMonitor: { query: 'infra:server-monitor:query' },
  // The reference's strings, on the screen rows 116 and 114 themselves (表单构建 has no endpoint: the page is client-only).
  swagger: { list: 'infra:swagger:list' },
  build: { list: 'infra:build:list' },
  // The reference's strings (buttons 1256–1259; it declares no export endpoint, so no 导出 button here).
  dataSourceConfig: crud('infra:data-source-config'),
  // Tenon's: the reference's 1076 has no permission; ours carries one on the menu row, as 数据库监控's.
  dbDoc: { query: 'infra:db-doc:query' },
  // The reference's strings (its buttons 1056–1060 under 代码生成 115; ours are Tenon's block 3150, docs/menus.md).
  // 代码生成示例: the reference's strings (its screen the generator's output, codegen/test-demo).
  testDemo: { ...crud('infra:test-demo'), export: 'infra:test-demo:export' },
  // The generator's 树表 and 主子表 samples (codegen/samples): the strings it writes.
  demo02Category: { ...crud('infra:demo02-category'), export: 'infra:demo02-category:export' },
  demo03Student: { ...crud('infra:demo03-student'), export: 'infra:demo03-student:export' },
  codegen: { ...crud('infra:codegen'), preview: 'infra:codegen:preview', download: 'infra:codegen:download' },
} as const satisfies PermissionTable;
