import { describe, expect, it } from 'vitest';
import { skuListProblem, skuMatrix } from './sku-matrix.ts';

const sku = (properties: Array<[number, number]>, price: number | null = 100, stock: number | null = 1) => ({
  properties: properties.map(([propertyId, valueId]) => ({ propertyId, valueId })),
  price,
  stock,
});

describe('the SKU matrix', () => {
  it('makes one SKU per combination of the chosen values, the first property varying slowest', () => {
    expect(skuMatrix([{ propertyId: 1, valueIds: [10, 11] }, { propertyId: 2, valueIds: [20, 21, 22] }]).map((r) => r.map((p) => p.valueId))).toEqual([
      [10, 20],
      [10, 21],
      [10, 22],
      [11, 20],
      [11, 21],
      [11, 22],
    ]);
    expect(skuMatrix([{ propertyId: 1, valueIds: [] }])).toEqual([]);
  });

  it('accepts a whole matrix and a single specification', () => {
    expect(skuListProblem(true, skuMatrix([{ propertyId: 1, valueIds: [10, 11] }, { propertyId: 2, valueIds: [20] }]).map((p) => ({ properties: p, price: 1, stock: 0 })))).toBeNull();
    expect(skuListProblem(false, [sku([])])).toBeNull();
  });

  it('refuses repeated combinations, uneven properties, missing prices or stock, and a single specification with several SKUs', () => {
    expect(skuListProblem(true, [sku([[1, 10], [2, 20]]), sku([[2, 20], [1, 10]])])).toBe('第 2 个 SKU的属性组合重复');
    expect(skuListProblem(true, [sku([[1, 10], [2, 20]]), sku([[1, 11]])])).toBe('第 2 个 SKU的属性与其他 SKU 不一致');
    expect(skuListProblem(true, [sku([[1, 10], [1, 11]])])).toBe('第 1 个 SKU的同一个属性选了多个值');
    expect(skuListProblem(true, [sku([])])).toBe('第 1 个 SKU没有选择属性值');
    expect(skuListProblem(true, [sku([[1, 10]], null)])).toBe('第 1 个 SKU的销售价不正确');
    expect(skuListProblem(true, [sku([[1, 10]], 100, -1)])).toBe('第 1 个 SKU的库存不正确');
    expect(skuListProblem(false, [sku([]), sku([])])).toBe('单规格商品只能有一个 SKU，且不带属性');
    expect(skuListProblem(false, [])).toBe('商品至少需要一个 SKU');
  });
});
