import { describe, expect, it } from 'vitest';
import { allEndpoints, platformPermissions } from './registry.ts';
import { dictTypeApi } from './system/dict-type.ts';
import { dictDataApi } from './system/dict-data.ts';
import { apiBaseOf, APP_API_BASE, pathParamNames, surfaceOf } from './endpoint.ts';
import { memberAuthApi } from './member/auth.ts';

describe('endpoint table', () => {
  it('declares each method and path once', () => {
    const keys = allEndpoints.map((e) => `${e.method} ${apiBaseOf(e)}${e.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every endpoint exactly one access rule: a permission, login or public (member or public on the app surface)', () => {
    for (const e of allEndpoints) {
      const a = e.access as Record<string, unknown>;
      const kinds = ['permission', 'login', 'public', 'member'].filter((k) => k in a);
      expect(kinds, `${e.method} ${e.path}`).toHaveLength(1);
      const allowed = surfaceOf(e) === 'app' ? ['public', 'member'] : ['permission', 'login', 'public'];
      expect(allowed, `${surfaceOf(e)} ${e.method} ${e.path}`).toContain(kinds[0]);
      if ('permission' in a) expect(a.permission, e.path).toMatch(/^[a-z-]+(:[a-z0-9-]+){2,}$/);
    }
  });

  it('uses spec-style paths below the API base', () => {
    // The reference's one path with an underscore, which its consoles call as it is.
    const referenceSpellings = new Set(['/infra/job/get_next_times']);
    for (const e of allEndpoints.filter((x) => !referenceSpellings.has(x.path))) expect(e.path).toMatch(/^\/[a-z0-9-]+(\/([a-z0-9-]+|\{[a-zA-Z]+\}))+$/);
  });

  it('declares each path parameter in `params`, and nothing else there', () => {
    for (const e of allEndpoints) {
      const declared = Object.keys((e.params as { properties?: object } | undefined)?.properties ?? {});
      expect(declared.sort(), e.path).toEqual(pathParamNames(e.path).sort());
    }
  });

  it('keeps a platform permission to platform endpoints, so a menu row is the platform’s or a tenant’s, never both', () => {
    const tenantFacing = allEndpoints.filter((e) => !e.platform && 'permission' in e.access && platformPermissions.has(e.access.permission));
    expect(tenantFacing.map((e) => `${e.method} ${e.path}`)).toEqual([]);
  });

  it('puts the members’ groups on the app surface, below their own base, and nothing else there', () => {
    expect(surfaceOf(memberAuthApi.login)).toBe('app');
    expect(apiBaseOf(memberAuthApi.login)).toBe(APP_API_BASE);
    expect(surfaceOf(dictTypeApi.create)).toBe('admin');
    const app = allEndpoints.filter((e) => surfaceOf(e) === 'app');
    expect(app.length).toBeGreaterThan(0);
    // The members' own (`/member/`), and the shop's and its cashier's, on the reference's app paths.
    expect(app.every((e) => /^\/(member|product|trade|pay|promotion)\//.test(e.path) && !e.platform)).toBe(true);
  });

  it('marks a platform group’s guarded endpoints, and leaves its shared reads open', () => {
    expect(dictTypeApi.create.platform).toBe(true);
    expect(dictDataApi.page.platform).toBe(true);
    expect(dictDataApi.listAllSimple.platform).toBeUndefined();
    expect(platformPermissions.has('system:dict:update')).toBe(true);
    expect(platformPermissions.has('system:user:update')).toBe(false);
  });
});
