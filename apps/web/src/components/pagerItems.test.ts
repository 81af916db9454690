import { describe, expect, it } from 'vitest';
import { jumpTarget, pageCountOf, pagerCountFor, pagerItems } from './pagerItems';

describe('pager items', () => {
  it('shows 7 page buttons on a computer and 5 on a phone', () => {
    expect(pagerCountFor(false)).toBe(7);
    expect(pagerCountFor(true)).toBe(5);
  });

  it('lists every page when they fit', () => {
    expect(pagerItems(1, 7, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(3, 5, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerItems(1, 1, 7)).toEqual([1]);
  });

  it('keeps the first and last page and folds the rest behind "more" buttons, 7 numbers in all', () => {
    expect(pagerItems(1, 20, 7)).toEqual([1, 2, 3, 4, 5, 6, 'jump-next', 20]);
    expect(pagerItems(10, 20, 7)).toEqual([1, 'jump-prev', 8, 9, 10, 11, 12, 'jump-next', 20]);
    expect(pagerItems(20, 20, 7)).toEqual([1, 'jump-prev', 15, 16, 17, 18, 19, 20]);
    for (const current of [1, 4, 5, 10, 16, 17, 20]) {
      expect(pagerItems(current, 20, 7).filter((item) => typeof item === 'number')).toHaveLength(7);
    }
  });

  it('shows 5 numbers on a phone', () => {
    expect(pagerItems(1, 20, 5)).toEqual([1, 2, 3, 4, 'jump-next', 20]);
    expect(pagerItems(10, 20, 5)).toEqual([1, 'jump-prev', 9, 10, 11, 'jump-next', 20]);
    expect(pagerItems(20, 20, 5)).toEqual([1, 'jump-prev', 17, 18, 19, 20]);
  });

  it('"more" jumps over as many pages as the pager leaves out, within the list', () => {
    expect(jumpTarget('jump-next', 10, 20, 7)).toBe(15);
    expect(jumpTarget('jump-prev', 10, 20, 7)).toBe(5);
    expect(jumpTarget('jump-prev', 2, 20, 5)).toBe(1);
    expect(jumpTarget('jump-next', 19, 20, 5)).toBe(20);
  });

  it('counts pages, at least one', () => {
    expect(pageCountOf(0, 20)).toBe(1);
    expect(pageCountOf(20, 20)).toBe(1);
    expect(pageCountOf(21, 20)).toBe(2);
  });
});
