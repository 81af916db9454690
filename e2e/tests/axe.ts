/**
 * An axe-core pass over what a page shows: the serious and critical violations (the impacts
 * that keep someone from using the page: no name on a button, unreadable contrast, a field
 * without a label), one line each, `where: rule id: target`. Minor and moderate ones are left out.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Third-party markup we cannot change, excluded from every pass: each entry the narrowest selector
 * of the widget, with a line saying whose it is and why it cannot be fixed (docs/testing.md).
 * Empty today: 首页's echarts chart (SVG) passes as drawn, and the bpmn-js canvas is on pages
 * opened from a row, which no pass opens.
 */
const THIRD_PARTY: string[] = [];

const SEVERE = new Set(['serious', 'critical']);

/** `within`: a selector of the part to check (the page's content, an open dialog); the whole page by default. */
export async function axeProblems(page: Page, where: string, within?: string): Promise<string[]> {
  // Only the violations in full: the passes' details (a selector for every checked node) cost time.
  let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (within) builder = builder.include(within);
  for (const selector of THIRD_PARTY) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((violation) => SEVERE.has(violation.impact ?? ''))
    .flatMap((violation) => violation.nodes.map((node) => `${where}: ${violation.id}: ${node.target.join(' ')}`));
}
