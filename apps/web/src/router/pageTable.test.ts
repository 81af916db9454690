/**
 * Every entry of the page table loads a page. That the entries are exactly the components the
 * server's menus send is checked on the server's side (apps/server/src/menu-pages.test.ts),
 * where the menu rows live with their features.
 */
import { describe, expect, it } from 'vitest';
import { findPage, pageTable, type PageTable } from './pageTable';
import { pageOwners } from './pageOwners';

/** Every area's part, found on disk: an area whose part pageTable.ts does not compose fails below. */
const areaFiles = import.meta.glob<Record<string, unknown>>('../pages/*/pages.ts', { eager: true });
const areas = Object.fromEntries(
  Object.entries(areaFiles).map(([file, parts]) => {
    const area = file.split('/')[2]!;
    return [area, { pages: parts[`${area}Pages`] as PageTable, owners: parts[`${area}PageOwners`] as Record<string, string> }];
  }),
);

describe('the page table', () => {
  it('loads a React component for every entry', async () => {
    const entries = Object.entries(pageTable);
    expect(entries.length).toBeGreaterThan(10);
    for (const [component, load] of entries) expect(typeof (await load()).default, component).toBe('function');
  }, 60_000);

  it('is the areas’ parts put together: each key in one area, under that area’s name', () => {
    expect(Object.keys(areas)).toContain('system');
    for (const [area, { pages, owners }] of Object.entries(areas)) expect([pages, owners], `${area}Pages, ${area}PageOwners`).not.toContain(undefined);
    const keys = Object.values(areas).flatMap((a) => Object.keys(a.pages));
    expect(keys.filter((k, i) => keys.indexOf(k) !== i)).toEqual([]);
    expect(Object.keys(pageTable).sort()).toEqual([...keys].sort());
    for (const [area, { pages }] of Object.entries(areas)) {
      for (const [key, load] of Object.entries(pages)) {
        expect(key.startsWith(`${area}/`), key).toBe(true);
        expect(pageTable[key], key).toBe(load);
      }
    }
  });

  it('gives each hidden page an owner screen of its own area, both in the table', () => {
    const owned = Object.values(areas).flatMap((a) => Object.keys(a.owners));
    expect(Object.keys(pageOwners).sort()).toEqual([...owned].sort());
    for (const [area, { pages, owners }] of Object.entries(areas)) {
      for (const [hidden, owner] of Object.entries(owners)) {
        expect(pages[hidden], hidden).toBeDefined();
        expect(pages[owner], `${hidden} → ${owner}`).toBeDefined();
        expect(owner.startsWith(`${area}/`)).toBe(true);
      }
    }
  });

  it('accepts the spellings the reference accepts', () => {
    expect(findPage('/system/operatelog/index.vue')).toBe(pageTable['system/operatelog/index']);
    expect(findPage('system/operatelog')).toBe(pageTable['system/operatelog/index']);
    expect(findPage('system/log/operate-log/index')).toBeUndefined();
    expect(findPage(null)).toBeUndefined();
  });
});
