import { describe, expect, it } from 'vitest';
import {
  EMPTY_PERMISSION_ERROR,
  EMPTY_ROLE_ERROR,
  hasPermission,
  hasAllPermissions,
  hasAnyPermission,
  hasRole,
  hasAllRoles,
  hasAnyRole,
} from './permission';

const editor = ['editor', 'viewer'];
const perms = ['system:user:query', 'system:user:create'];

describe('role checks', () => {
  it('single: passes only with the role', () => {
    expect(hasRole('editor', editor)).toBe(true);
    expect(hasRole('auditor', editor)).toBe(false);
  });

  it('any-of: passes with one of the roles', () => {
    expect(hasAnyRole(['auditor', 'viewer'], editor)).toBe(true);
    expect(hasAnyRole(['auditor', 'owner'], editor)).toBe(false);
  });

  it('all-of: needs every role', () => {
    expect(hasAllRoles(['editor', 'viewer'], editor)).toBe(true);
    expect(hasAllRoles(['editor', 'auditor'], editor)).toBe(false);
  });

  it('the admin role passes every role check, as does super_admin', () => {
    for (const superRole of ['admin', 'super_admin']) {
      expect(hasRole('auditor', [superRole])).toBe(true);
      expect(hasAnyRole(['auditor'], [superRole])).toBe(true);
      expect(hasAllRoles(['auditor', 'owner'], [superRole])).toBe(true);
    }
  });

  it('a user without roles passes nothing', () => {
    expect(hasAnyRole(['editor'], [])).toBe(false);
  });

  it('raises an error when asked with nothing to check', () => {
    expect(() => hasAnyRole([], editor)).toThrow(EMPTY_ROLE_ERROR);
    expect(() => hasAllRoles([], editor)).toThrow(EMPTY_ROLE_ERROR);
    expect(() => hasRole('', editor)).toThrow(EMPTY_ROLE_ERROR);
  });
});

describe('permission checks', () => {
  it('single: passes only with the permission', () => {
    expect(hasPermission('system:user:create', perms)).toBe(true);
    expect(hasPermission('system:user:delete', perms)).toBe(false);
  });

  it('any-of: passes with one of the permissions', () => {
    expect(hasAnyPermission(['system:user:delete', 'system:user:query'], perms)).toBe(true);
    expect(hasAnyPermission(['system:user:delete', 'system:role:query'], perms)).toBe(false);
  });

  it('all-of: needs every permission', () => {
    expect(hasAllPermissions(['system:user:query', 'system:user:create'], perms)).toBe(true);
    expect(hasAllPermissions(['system:user:query', 'system:user:delete'], perms)).toBe(false);
  });

  it('the wildcard *:*:* passes every permission check', () => {
    expect(hasPermission('system:user:delete', ['*:*:*'])).toBe(true);
    expect(hasAnyPermission(['a:b:c'], ['*:*:*'])).toBe(true);
    expect(hasAllPermissions(['a:b:c', 'd:e:f'], ['*:*:*'])).toBe(true);
  });

  it('the admin role does not stand in for permissions', () => {
    expect(hasPermission('system:user:delete', ['admin'])).toBe(false);
  });

  it('raises an error when asked with nothing to check', () => {
    expect(() => hasAnyPermission([], perms)).toThrow(EMPTY_PERMISSION_ERROR);
    expect(() => hasAllPermissions([], perms)).toThrow(EMPTY_PERMISSION_ERROR);
    expect(() => hasPermission('', perms)).toThrow(EMPTY_PERMISSION_ERROR);
  });
});
