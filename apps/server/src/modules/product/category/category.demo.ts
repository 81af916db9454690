/** The demo's category tree (tenant 1): three top categories, each with its sub-categories. */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { productCategory } from './category.schema.ts';

const ADMIN_ID = '1';

export const DEMO_CATEGORIES: ReadonlyArray<{ name: string; description: string; children: readonly string[] }> = [
  { name: '数码家电', description: '手机、电脑与影音设备', children: ['手机', '笔记本电脑', '耳机'] },
  { name: '服饰鞋包', description: '男女服装与运动鞋', children: ['男装', '女装', '运动鞋'] },
  { name: '食品生鲜', description: '休闲零食与新鲜水果', children: ['零食', '水果'] },
];

export async function seedCategoryDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const audit = { creator: ADMIN_ID, updater: ADMIN_ID };
  for (const [i, top] of DEMO_CATEGORIES.entries()) {
    const [parent] = await scope.insert(productCategory, { parentId: 0, name: top.name, description: top.description, sort: i + 1, status: 0, ...audit }, tx);
    await scope.insert(
      productCategory,
      top.children.map((name, j) => ({ parentId: parent!.id, name, sort: j + 1, status: 0, ...audit })),
      tx,
    );
  }
}
