/**
 * Every screen menu the server seeds opens a real page in the web app, and every page the web
 * app routes to is seeded: the menus' `component` values and the keys of the web's page table
 * (apps/web/src/router/pageTable.ts) are the same set. The table is read as text because the
 * page modules it loads are the web's (React), not the server's; that a key loads a component
 * is the web's own test.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menusOf } from './platform/area.ts';
import { areas } from './areas.ts';

const pageTableSource = fs.readFileSync(new URL('../../web/src/router/pageTable.ts', import.meta.url), 'utf8');
const pageKeys = [...pageTableSource.matchAll(/^\s*'([^']+)': \(\) => import\(/gm)].map((m) => m[1]!).sort();

describe('the menu catalogue and the web page table', () => {
  it('name the same screens', () => {
    const seeded = [...new Set(menusOf(areas).filter((row) => row.type === 2).map((row) => row.component!))].sort();
    expect(seeded.length).toBeGreaterThan(10);
    expect(pageKeys).toEqual(seeded);
  });
});
