import { describe, expect, it } from 'vitest';
import { buildOpenApi } from './openapi.ts';
import { allEndpoints } from './registry.ts';

describe('OpenAPI document', () => {
  const doc = buildOpenApi(allEndpoints, { title: 'Tenon', version: 'test' }) as {
    paths: Record<string, Record<string, { security?: unknown[]; parameters: Array<{ name: string; required: boolean }>; 'x-permission'?: string; tags?: string[] }>>;
  };

  it('describes every endpoint once, with public ones open and the tenant header where required', () => {
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(ops).toHaveLength(allEndpoints.length);
    const login = doc.paths['/tri-real-api/admin-api/system/auth/login']!.post!;
    expect(login.security).toEqual([]);
    expect(login.parameters.find((p) => p.name === 'tenant-id')?.required).toBe(true);
    const byName = doc.paths['/tri-real-api/admin-api/system/tenant/get-id-by-name']!.get!;
    expect(byName.parameters.map((p) => p.name)).toEqual(['name']);
    expect(doc.paths['/tri-real-api/admin-api/system/tenant/get']!.get!['x-permission']).toBe('system:tenant:query');
    // The members' API is described below its own base.
    expect(doc.paths['/tri-real-api/app-api/member/auth/login']!.post!.security).toEqual([]);
    expect(doc.paths['/tri-real-api/admin-api/member/auth/login']).toBeUndefined();
    // Tagged by endpoint group, the reference's way, so each screen's calls are listed together.
    expect(doc.paths['/tri-real-api/admin-api/system/tenant/get']!.get!.tags).toEqual(['管理后台 - 租户管理']);
    expect(doc.paths['/tri-real-api/app-api/member/auth/login']!.post!.tags?.[0]).toMatch(/^用户 App - /);
  });
});
