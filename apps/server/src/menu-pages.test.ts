/**
 * Every screen menu the server seeds opens a real page in the web app, and every page the web
 * app routes to is seeded: the menus' `component` values and the keys of the web's page table
 * (each area's part, apps/web/src/pages/<area>/pages.ts) are the same set. The parts are read as
 * text because the page modules they load are the web's (React), not the server's; that a key
 * loads a component, and that router/pageTable.ts composes every part, is the web's own test.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { menusOf } from './platform/area.ts';
import { areas } from './areas.ts';

const webPages = new URL('../../web/src/pages/', import.meta.url);
const pageKeys = fs
  .readdirSync(webPages, { withFileTypes: true })
  .map((entry) => new URL(`${entry.name}/pages.ts`, webPages))
  .filter((file) => fs.existsSync(file))
  .flatMap((file) => [...fs.readFileSync(file, 'utf8').matchAll(/^\s*'([^']+)': \(\) => import\(/gm)].map((m) => m[1]!))
  .sort();

describe('the menu catalogue and the web page table', () => {
  it('name the same screens', () => {
    const seeded = [...new Set(menusOf(areas).filter((row) => row.type === 2).map((row) => row.component!))].sort();
    expect(seeded.length).toBeGreaterThan(10);
    expect(pageKeys).toEqual(seeded);
  });
});
