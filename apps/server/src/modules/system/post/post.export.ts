/** The post list as a spreadsheet (`岗位数据.xlsx`): the page's filters, status by its dictionary label. */
import type { FiltersOf, postApi } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { writeXlsx, type ExcelColumn } from '../../../platform/excel.ts';
import type { FileReply } from '../../../platform/file-reply.ts';
import type { DictDataService } from '../dict/dict-data.service.ts';
import { dateTimeText, dictLabels } from '../operate-log/export-cells.ts';
import type { PostRow, PostService } from './post.service.ts';

export async function exportPosts(
  posts: PostService,
  dict: DictDataService,
  timeZone: string,
  scope: TenantScope,
  filters: FiltersOf<typeof postApi.page>,
): Promise<FileReply> {
  const [rows, label] = await Promise.all([posts.list(scope, filters), dictLabels(dict)]);
  const columns: ExcelColumn<PostRow>[] = [
    { header: '岗位编号', value: (p) => p.id },
    { header: '岗位编码', width: 16, value: (p) => p.code },
    { header: '岗位名称', width: 16, value: (p) => p.name },
    { header: '显示顺序', value: (p) => p.sort },
    { header: '状态', value: (p) => label('common_status', p.status) },
    { header: '备注', width: 30, value: (p) => p.remark },
    { header: '创建时间', width: 20, value: (p) => dateTimeText(p.createTime, timeZone) },
  ];
  return writeXlsx('岗位数据.xlsx', '岗位列表', columns, rows);
}
