/** The demo's brands (tenant 1): digital, apparel and food brands, for the catalogue to come. */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { productBrand } from './brand.schema.ts';

const ADMIN_ID = '1';

export const DEMO_BRANDS: ReadonlyArray<{ name: string; description: string }> = [
  { name: '华为', description: '手机、笔记本电脑与智能穿戴' },
  { name: '小米', description: '手机与智能家居' },
  { name: '苹果', description: 'iPhone、Mac 与 AirPods' },
  { name: '联想', description: '笔记本电脑与台式机' },
  { name: '耐克', description: '运动鞋与运动服饰' },
  { name: '三只松鼠', description: '坚果与休闲零食' },
];

export async function seedBrandDemo(tx: Tx): Promise<void> {
  await tenantScope(tx, SYSTEM_TENANT.id).insert(
    productBrand,
    DEMO_BRANDS.map((b, i) => ({ ...b, sort: i + 1, status: 0, creator: ADMIN_ID, updater: ADMIN_ID })),
    tx,
  );
}
