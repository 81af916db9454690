/// <reference types="vite/client" />
/**
 * The list of areas is the one source of the schema and the menu catalogue: every table in a
 * `*.schema.ts` file is declared by a feature (so drizzle-kit, the first-start check and a
 * deleted tenant's clean-up all see the same tables), and the menu rows form one tree.
 */
import { describe, expect, it } from 'vitest';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { menusOf, tablesOf } from './platform/area.ts';
import { areas } from './areas.ts';

const schemaFiles = import.meta.glob<Record<string, unknown>>('./modules/**/*.schema.ts', { eager: true });

describe('areas', () => {
  it('declare every table of the schema files, each once', () => {
    const inFiles = Object.values(schemaFiles)
      .flatMap((exports) => Object.values(exports))
      .filter((value): value is PgTable => is(value, PgTable))
      .map(getTableName)
      .sort();
    const declared = tablesOf(areas).map(getTableName).sort();
    expect(declared).toEqual(inFiles);
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('give every menu row its own id, and a parent declared before it', () => {
    const seen = new Set<number>([0]);
    for (const row of menusOf(areas)) {
      expect(seen.has(row.id), `menu id ${row.id} (${row.name}) declared twice`).toBe(false);
      expect(seen.has(row.parentId), `${row.name}: parent ${row.parentId} comes later or is missing`).toBe(true);
      seen.add(row.id);
    }
  });

  it('give every feature a name unique within its area', () => {
    for (const area of areas) {
      const names = area.features.map((f) => f.name);
      expect(new Set(names).size, area.name).toBe(names.length);
    }
  });
});
