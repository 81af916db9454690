/** Every page menu the server seeds opens a real page: the seed's components and the web's page table agree. */
import { describe, expect, it } from 'vitest';
import { menuSeed } from '../../../server/src/db/seed/menus';
import { findPage, pageTable } from './pageTable';

describe('the page table', () => {
  const seeded = menuSeed.filter((m) => m.type === 2).map((m) => m.component!);

  it('has a page for every component the menu seed sends', async () => {
    expect(seeded.length).toBeGreaterThan(10);
    for (const component of seeded) expect(findPage(component), component).toBeDefined();
  });

  it('loads a React component for every entry', async () => {
    const entries = Object.entries(pageTable);
    expect(entries.length).toBe(new Set(seeded).size);
    for (const [component, load] of entries) expect(typeof (await load()).default, component).toBe('function');
  }, 60_000);

  it('accepts the spellings the reference accepts', () => {
    expect(findPage('/system/operatelog/index.vue')).toBe(pageTable['system/operatelog/index']);
    expect(findPage('system/operatelog')).toBe(pageTable['system/operatelog/index']);
    expect(findPage('system/log/operate-log/index')).toBeUndefined();
    expect(findPage(null)).toBeUndefined();
  });
});
