/**
 * The SKU matrix of a product with several specifications: the editor generates one SKU per
 * combination of the chosen property values, and the server refuses a list that is not such a
 * matrix (issue 27). Both sides use these two functions, so the rule is written once.
 */

/** One property value of a SKU. */
export interface SkuPropertyRef {
  propertyId: number;
  valueId: number;
}

/** Every combination of the chosen values, one per SKU: the first property varies slowest. */
export function skuMatrix(chosen: ReadonlyArray<{ propertyId: number; valueIds: readonly number[] }>): SkuPropertyRef[][] {
  const used = chosen.filter((p) => p.valueIds.length > 0);
  if (used.length === 0) return [];
  return used.reduce<SkuPropertyRef[][]>(
    (rows, p) => rows.flatMap((row) => p.valueIds.map((valueId) => [...row, { propertyId: p.propertyId, valueId }])),
    [[]],
  );
}

export interface SkuDraft {
  properties: readonly SkuPropertyRef[];
  /** Cents. */
  price: number | null | undefined;
  stock: number | null | undefined;
}

/**
 * Why a product's SKU list cannot be saved, in Chinese, or null. A single specification has one
 * SKU without properties; several have one SKU per combination: every SKU names each property
 * once, in the same properties as the others, no combination twice. Each SKU has a price and a
 * stock (whole cents, whole pieces, not negative).
 */
export function skuListProblem(multiSpec: boolean, skus: readonly SkuDraft[]): string | null {
  if (skus.length === 0) return '商品至少需要一个 SKU';
  if (!multiSpec && (skus.length !== 1 || skus[0]!.properties.length > 0)) return '单规格商品只能有一个 SKU，且不带属性';
  const seen = new Set<string>();
  let signature: string | null = null;
  for (const [i, sku] of skus.entries()) {
    const row = `第 ${i + 1} 个 SKU`;
    if (sku.price === null || sku.price === undefined || !Number.isSafeInteger(sku.price) || sku.price < 0) return `${row}的销售价不正确`;
    if (sku.stock === null || sku.stock === undefined || !Number.isSafeInteger(sku.stock) || sku.stock < 0) return `${row}的库存不正确`;
    if (!multiSpec) continue;
    if (sku.properties.length === 0) return `${row}没有选择属性值`;
    const ids = sku.properties.map((p) => p.propertyId);
    if (new Set(ids).size !== ids.length) return `${row}的同一个属性选了多个值`;
    const own = [...ids].sort((a, b) => a - b).join(',');
    if (signature === null) signature = own;
    else if (own !== signature) return `${row}的属性与其他 SKU 不一致`;
    const combination = [...sku.properties].sort((a, b) => a.propertyId - b.propertyId).map((p) => `${p.propertyId}:${p.valueId}`).join('|');
    if (seen.has(combination)) return `${row}的属性组合重复`;
    seen.add(combination);
  }
  return null;
}
