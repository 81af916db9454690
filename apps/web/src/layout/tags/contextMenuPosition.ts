/**
 * Where the tab's right-click menu opens (105 px wide, docs/console.md, "Tabs"): 15 px right of the pointer, but
 * never past the right edge of the tab bar.
 */
export const CONTEXT_MENU_WIDTH = 105;
const POINTER_GAP = 15;

export function contextMenuLeft(pointerX: number, bar: { left: number; width: number }): number {
  const left = pointerX - bar.left + POINTER_GAP;
  return Math.min(left, bar.width - CONTEXT_MENU_WIDTH);
}

/** Tab scroll margin: the scroll leaves 4 px beside the tab it brings into view. */
export const TAG_SCROLL_MARGIN = 4;

/** The bar's scrollLeft that shows a tab whole, moving as little as possible. */
export function scrollLeftToShow(bar: { scrollLeft: number; width: number }, tab: { offsetLeft: number; width: number }): number {
  const start = tab.offsetLeft - TAG_SCROLL_MARGIN;
  const end = tab.offsetLeft + tab.width + TAG_SCROLL_MARGIN;
  if (start < bar.scrollLeft) return Math.max(0, start);
  if (end > bar.scrollLeft + bar.width) return end - bar.width;
  return bar.scrollLeft;
}
