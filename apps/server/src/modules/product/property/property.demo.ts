/** The demo's properties and values (tenant 1): the specifications of phones, laptops and clothes. */
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { productProperty, productPropertyValue } from './property.schema.ts';

const ADMIN_ID = '1';

export const DEMO_PROPERTIES: ReadonlyArray<{ name: string; remark: string; values: readonly string[] }> = [
  { name: '颜色', remark: '机身或服饰颜色', values: ['黑色', '白色', '蓝色'] },
  { name: '内存', remark: '运行内存', values: ['8GB', '16GB'] },
  { name: '存储', remark: '机身存储', values: ['256GB', '512GB'] },
  { name: '尺码', remark: '服饰尺码', values: ['S', 'M', 'L', 'XL'] },
];

export async function seedPropertyDemo(tx: Tx): Promise<void> {
  const scope = tenantScope(tx, SYSTEM_TENANT.id);
  const audit = { creator: ADMIN_ID, updater: ADMIN_ID };
  for (const p of DEMO_PROPERTIES) {
    const [property] = await scope.insert(productProperty, { name: p.name, remark: p.remark, ...audit }, tx);
    await scope.insert(productPropertyValue, p.values.map((name) => ({ propertyId: property!.id, name, ...audit })), tx);
  }
}
