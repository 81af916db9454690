/**
 * The first start's 代码生成 rows: two of the product's own tables imported from the master data
 * source, as an administrator's 导入 would, so 预览 shows generated files at once.
 */
import { MASTER_DATA_SOURCE_ID } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { readCatalogueTable } from '../data-source-config/index.ts';
import { columnOf, tableOf } from './codegen-builder.ts';
import { codegenColumn, codegenTable } from './codegen.schema.ts';

const DEMO_TABLES = ['system_post', 'system_notice'];

export async function codegenDemo(tx: Tx): Promise<void> {
  for (const name of DEMO_TABLES) {
    const source = await readCatalogueTable((query) => tx.execute(query), name);
    if (!source) continue;
    const [row] = await tx.insert(codegenTable).values({ ...tableOf(MASTER_DATA_SOURCE_ID, source, '芋道源码'), creator: '1' }).returning({ id: codegenTable.id });
    await tx.insert(codegenColumn).values(source.columns.map((c) => ({ ...columnOf(c), tableId: row!.id, creator: '1' })));
  }
}
