/**
 * Columns a person can read (issue 22), measured on each list screen of the administrator's
 * walk in every-screen.spec.ts, at 1440×900, with the rows of a first start.
 *
 * On each table it finds
 * - a header cell is narrower than its own title (a squeezed or 0 px column);
 * - a 操作 cell's buttons do not fit in it (the last ones cut off);
 * - a data cell's text cannot be seen clear of a pinned column: with the table scrolled to its
 *   right end nothing may lie under the pinned 操作 column, at its left end nothing under a
 *   column pinned to the left (a table that does not scroll is at both ends at once). A column
 *   pinned over a table that scrolls sideways covers the columns that scroll under it only
 *   until the table is scrolled to them.
 */
import type { Page } from '@playwright/test';

/** What each table's header and 操作 cells break, measured in the page; one line a problem. */
function problemsOfTables(): string[] {
  const problems: string[] = [];
  const rendered = (inside: HTMLElement, text: string) => {
    const probe = document.createElement('span');
    probe.textContent = text;
    probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap;left:0;top:0';
    inside.append(probe);
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  };
  // Ideographs are one em wide in every CJK font; a machine without one draws narrower boxes,
  // which would let a squeezed Chinese title pass. Each is counted at one em, whatever is drawn.
  const ideographs = (text: string) => [...text].filter((ch) => /[\u3000-\u303f\u3400-\u9fff\uff00-\uff60]/.test(ch)).length;
  const shortfall = (element: HTMLElement, text: string) =>
    ideographs(text) * Math.max(0, parseFloat(getComputedStyle(element).fontSize) - rendered(element, '中'));
  // A title's width on one line, in the header's own font.
  const naturalWidth = (cell: HTMLElement, text: string) => rendered(cell, text) + shortfall(cell, text);
  const contentWidth = (cell: HTMLElement) => {
    const style = getComputedStyle(cell);
    return cell.getBoundingClientRect().width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth);
  };
  const tables = [...document.querySelectorAll<HTMLElement>('.ant-table')].filter((table) => table.offsetParent !== null);
  for (const [t, table] of tables.entries()) {
    const where = tables.length > 1 ? `表格 ${t + 1} ` : '';
    // (a) Every header as wide as its title.
    for (const th of table.querySelectorAll<HTMLTableCellElement>('thead th')) {
      if (th.classList.contains('ant-table-cell-scrollbar') || th.classList.contains('ant-table-selection-column')) continue;
      const text = (th.textContent ?? '').trim();
      if (!text) continue;
      const need = naturalWidth(th, text);
      const room = contentWidth(th);
      if (need > room + 1) problems.push(`${where}表头「${text}」宽 ${Math.round(room)} px，标题要 ${Math.ceil(need)} px`);
    }
    // (c) The 操作 buttons fit their cell: none is cut off.
    for (const actions of table.querySelectorAll<HTMLElement>('tbody tr.ant-table-row .crud-actions')) {
      const cell = actions.closest('td')!;
      let need = actions.getBoundingClientRect().width;
      for (const button of actions.querySelectorAll<HTMLElement>('.ant-btn')) need += shortfall(button, (button.textContent ?? '').trim());
      const room = contentWidth(cell);
      if (need > room + 1) {
        problems.push(`${where}操作列宽 ${Math.round(room)} px，按钮要 ${Math.ceil(need)} px`);
        break;
      }
    }
  }
  return problems;
}

/** (b) Scrolls each table to one end and reports data text under a column pinned to that end. */
function coveredAtEnd(end: 'start' | 'end'): string[] {
  const problems: string[] = [];
  const tables = [...document.querySelectorAll<HTMLElement>('.ant-table')].filter((table) => table.offsetParent !== null);
  const pinnedTo = (cell: Element) =>
    /\bant-table-cell-fix-(end|right)\b/.test(cell.className) ? 'end' : /\bant-table-cell-fix-(start|left)\b/.test(cell.className) ? 'start' : null;
  const overlap = (a: DOMRect, b: DOMRect) => Math.min(a.right, b.right) - Math.max(a.left, b.left);
  for (const [t, table] of tables.entries()) {
    const where = tables.length > 1 ? `表格 ${t + 1} ` : '';
    const scroller = table.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!scroller) continue;
    scroller.scrollLeft = end === 'end' ? scroller.scrollWidth : 0;
    const view = scroller.getBoundingClientRect();
    const leaves = [...(table.querySelector('thead tr:last-child')?.querySelectorAll('th') ?? [])];
    for (const row of table.querySelectorAll<HTMLTableRowElement>('tbody tr.ant-table-row')) {
      const cells = [...row.cells];
      const pinned = cells.filter((cell) => pinnedTo(cell) === end).map((cell) => cell.getBoundingClientRect());
      if (!pinned.length) continue;
      for (const [index, cell] of cells.entries()) {
        if (pinnedTo(cell)) continue;
        const range = document.createRange();
        range.selectNodeContents(cell);
        const text = range.getBoundingClientRect();
        const box = cell.getBoundingClientRect();
        // What of the text shows: inside its cell (an ellipsis clips it) and inside the scrolled view.
        const left = Math.max(text.left, box.left, view.left);
        const right = Math.min(text.right, box.right, view.right);
        if (right - left < 1 || !(cell.textContent ?? '').trim()) continue;
        const seen = new DOMRect(left, text.top, right - left, text.height);
        if (pinned.some((rect) => overlap(seen, rect) > 1)) {
          const title = leaves[index]?.textContent?.trim() ?? `第 ${index + 1} 列`;
          problems.push(`${where}「${title}」列的「${(cell.textContent ?? '').trim().slice(0, 20)}」在固定列下（滚动到${end === 'end' ? '最右' : '最左'}）`);
          break;
        }
      }
    }
  }
  return problems;
}

/** What the page's visible tables break, one line a problem (header and 操作 widths, text under pinned columns). */
export async function tableProblems(page: Page): Promise<string[]> {
  return [...(await page.evaluate(problemsOfTables)), ...(await page.evaluate(coveredAtEnd, 'end' as const)), ...(await page.evaluate(coveredAtEnd, 'start' as const))];
}
