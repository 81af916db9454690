/**
 * An axe-core pass over what a page shows: the serious and critical violations (the impacts
 * that keep someone from using the page: no name on a button, unreadable contrast, a field
 * without a label), one line each, `where: rule id: target`. Minor and moderate ones are left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Markup left out of every pass: each entry the narrowest selector, with a line saying what it is
 * and why (docs/testing.md). 首页's echarts chart (SVG) passes as drawn, and the bpmn-js canvas is
 * on pages opened from a row, which no pass opens.
 */
const THIRD_PARTY: string[] = [
  // 数据库文档's document in its sandboxed frame: the download itself (headings and a table per
  // database table, ~15,000 cells), not the console's controls; axe over it takes minutes.
  'iframe.db-doc-document',
];

const SEVERE = new Set(['serious', 'critical']);

/** `within`: a selector of the part to check (the page's content, an open dialog); the whole page by default. */
export async function axeProblems(page: Page, where: string, within?: string): Promise<string[]> {
  // The console is one page whose screens change without a reload: axe-core, once in it, stays.
  // Sending its half-megabyte source again on every pass was a fifth of the walk's time; a page
  // with frames gets it again, since every frame needs its own copy.
  const loaded = page.frames().length === 1 && (await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'));
  // Only the violations in full: the passes' details (a selector for every checked node) cost time.
  // Legacy mode runs axe.run() in the page itself. The default opens a blank page per pass to merge
  // the frames' partial results, which tests cross-origin frames too; the console's only frames
  // are its own sandboxed document (left out below) and the external pages of 外部链接 screens,
  // which are not the console's markup.
  let builder = new AxeBuilder({ page, axeSource: loaded ? ';' : undefined }).options({ resultTypes: ['violations'] }).setLegacyMode();
  if (within) builder = builder.include(within);
  for (const selector of THIRD_PARTY) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${where}: ${violation.id}: ${node.target.join(' ')}`));
}
