/**
 * Every entry of the page table loads a page. That the entries are exactly the components the
 * server's menus send is checked on the server's side (apps/server/src/menu-pages.test.ts),
 * where the menu rows live with their features.
 */
import { describe, expect, it } from 'vitest';
import { findPage, pageTable } from './pageTable';

describe('the page table', () => {
  it('loads a React component for every entry', async () => {
    const entries = Object.entries(pageTable);
    expect(entries.length).toBeGreaterThan(10);
    for (const [component, load] of entries) expect(typeof (await load()).default, component).toBe('function');
  }, 60_000);

  it('accepts the spellings the reference accepts', () => {
    expect(findPage('/system/operatelog/index.vue')).toBe(pageTable['system/operatelog/index']);
    expect(findPage('system/operatelog')).toBe(pageTable['system/operatelog/index']);
    expect(findPage('system/log/operate-log/index')).toBeUndefined();
    expect(findPage(null)).toBeUndefined();
  });
});
