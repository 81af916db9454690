/**
 * Which page numbers the pagination bar shows (5 on phones, else 7: docs/console.md, "Lists").
 * As in the reference's Element UI pager: the first and last pages always, `pagerCount`
 * buttons in all, and a "more" jump on the side(s) where pages are left out. antd's own pager
 * cannot be told a count, so the bar draws its pager from this.
 */
export type PagerItem = number | 'jump-prev' | 'jump-next';

export const PAGE_SIZES = [10, 20, 30, 50] as const;
export const DEFAULT_PAGE_SIZE = 20;

export const pagerCountFor = (mobile: boolean) => (mobile ? 5 : 7);

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export function pagerItems(current: number, pageCount: number, pagerCount: number): PagerItem[] {
  if (pageCount <= pagerCount) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const half = (pagerCount - 1) / 2;
  const showPrevMore = current > pagerCount - half;
  const showNextMore = current < pageCount - half;
  let middle: number[];
  if (showPrevMore && !showNextMore) {
    middle = range(pageCount - (pagerCount - 2), pageCount - 1);
  } else if (!showPrevMore && showNextMore) {
    middle = range(2, pagerCount - 1);
  } else {
    const offset = Math.floor(pagerCount / 2) - 1;
    middle = range(current - offset, current + offset);
  }
  return [
    1,
    ...(showPrevMore ? (['jump-prev'] as const) : []),
    ...middle,
    ...(showNextMore ? (['jump-next'] as const) : []),
    pageCount,
  ];
}

/** A "more" button jumps over the pages it stands for. */
export function jumpTarget(item: 'jump-prev' | 'jump-next', current: number, pageCount: number, pagerCount: number) {
  const step = pagerCount - 2;
  return item === 'jump-prev' ? Math.max(1, current - step) : Math.min(pageCount, current + step);
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}
