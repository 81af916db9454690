import { describe, expect, it } from 'vitest';
import { CONTEXT_MENU_WIDTH, contextMenuLeft, scrollLeftToShow } from './contextMenuPosition';

describe('tab context menu position', () => {
  it('opens 15 px right of the pointer, within the bar less the 105 px menu width', () => {
    expect(CONTEXT_MENU_WIDTH).toBe(105);
    expect(contextMenuLeft(300, { left: 200, width: 1000 })).toBe(115);
    expect(contextMenuLeft(1190, { left: 200, width: 1000 })).toBe(895);
  });
});

describe('keeping the current tab in view', () => {
  it('scrolls just enough, leaving a 4 px margin', () => {
    const bar = { scrollLeft: 100, width: 500 };
    expect(scrollLeftToShow(bar, { offsetLeft: 200, width: 80 })).toBe(100);
    expect(scrollLeftToShow(bar, { offsetLeft: 50, width: 80 })).toBe(46);
    expect(scrollLeftToShow(bar, { offsetLeft: 560, width: 80 })).toBe(144);
    expect(scrollLeftToShow(bar, { offsetLeft: 2, width: 80 })).toBe(0);
  });
});
