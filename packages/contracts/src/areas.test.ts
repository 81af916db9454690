/**
 * Each area declares its own permissions, error codes and endpoint groups (`<area>/permissions.ts`,
 * `<area>/errors.ts`, `<area>/index.ts`), and the package composes them. A spread lets a later
 * area overwrite an earlier one's entry without a word, so these checks make a collision fail.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from './area-kit.ts';
import { ErrorCodes, errorTables } from './errors.ts';
import { Permissions } from './permissions.ts';
import { allEndpoints, apiGroups, areaApiGroups } from './registry.ts';
import type { Endpoint } from './endpoint.ts';

const leaves = (node: unknown): string[] => (typeof node === 'string' ? [node] : Object.values(node as object).flatMap(leaves));
const repeated = <T>(values: T[]) => values.filter((v, i) => values.indexOf(v) !== i);
const moduleOf = (code: number) => Math.floor(code / 1_000_000);

describe('the areas’ registries', () => {
  it('compose every area’s error codes into ErrorCodes, no name declared twice', () => {
    const names = Object.values(errorTables).flatMap((table) => Object.keys(table));
    expect(repeated(names)).toEqual([]);
    expect(Object.keys(ErrorCodes).sort()).toEqual([...names].sort());
    for (const table of Object.values(errorTables)) {
      for (const [name, error] of Object.entries(table)) expect((ErrorCodes as Record<string, ErrorCode>)[name], name).toBe(error);
    }
  });

  it('keeps the global codes (400..999) in the shared table and each area to module codes of its own', () => {
    const { global, ...areas } = errorTables;
    for (const [name, { code }] of Object.entries(global!)) expect(code >= 400 && code <= 999, name).toBe(true);
    const moduleOwners = new Map<number, string>();
    for (const [area, table] of Object.entries(areas)) {
      const modules = new Set(Object.values(table).map(({ code }) => moduleOf(code)));
      for (const [name, { code }] of Object.entries(table)) expect(code, `${area} ${name}`).toBeGreaterThanOrEqual(1_000_000_000);
      expect([...modules], `${area}: one module`).toHaveLength(1);
      const [module] = modules;
      expect(moduleOwners.get(module!), `module ${module} of ${area}`).toBeUndefined();
      moduleOwners.set(module!, area);
    }
  });

  it('declares each module code once', () => {
    const codes = Object.entries(errorTables).flatMap(([area, table]) => (area === 'global' ? [] : Object.values(table).map((e) => e.code)));
    expect(repeated(codes)).toEqual([]);
  });

  it('declares each permission string once, in the area its name starts with', () => {
    const all = leaves(Permissions);
    expect(repeated(all)).toEqual([]);
    for (const [area, table] of Object.entries(Permissions)) {
      for (const permission of leaves(table)) expect(permission.startsWith(`${area}:`), permission).toBe(true);
    }
  });

  it('lists each endpoint group in one area, below that area’s paths and guarded by its permissions', () => {
    const names = Object.values(areaApiGroups).flatMap((groups) => Object.keys(groups));
    expect(repeated(names)).toEqual([]);
    expect(Object.keys(apiGroups).sort()).toEqual([...names].sort());
    let counted = 0;
    for (const [area, groups] of Object.entries(areaApiGroups)) {
      for (const [name, group] of Object.entries(groups)) {
        for (const e of Object.values(group) as Endpoint[]) {
          counted++;
          expect(e.path, `${area} ${name}`).toMatch(new RegExp(`^/${area}/`));
          // The one exception: v1.8 moved the banners from /market/banner to /promotion/banner and kept
          // the market:banner strings its console and seed grant.
          const permissionArea = name === 'promotionBannerApi' ? 'market' : area;
          if ('permission' in e.access) expect(e.access.permission, `${area} ${name}`).toMatch(new RegExp(`^${permissionArea}:`));
        }
      }
    }
    expect(counted).toBe(allEndpoints.length);
  });
});
