import { describe, expect, it } from 'vitest';
import {
  EMPTY_PERMISSION_ERROR,
  EMPTY_ROLE_ERROR,
  hasPermi,
  hasPermiAnd,
  hasPermiOr,
  hasRole,
  hasRoleAnd,
  hasRoleOr,
} from './permission';

const editor = ['editor', 'viewer'];
const perms = ['system:user:query', 'system:user:create'];

describe('role checks', () => {
  it('single: passes only with the role', () => {
    expect(hasRole('editor', editor)).toBe(true);
    expect(hasRole('auditor', editor)).toBe(false);
  });

  it('any-of: passes with one of the roles', () => {
    expect(hasRoleOr(['auditor', 'viewer'], editor)).toBe(true);
    expect(hasRoleOr(['auditor', 'owner'], editor)).toBe(false);
  });

  it('all-of: needs every role', () => {
    expect(hasRoleAnd(['editor', 'viewer'], editor)).toBe(true);
    expect(hasRoleAnd(['editor', 'auditor'], editor)).toBe(false);
  });

  it('the admin role passes every role check, as does super_admin', () => {
    for (const superRole of ['admin', 'super_admin']) {
      expect(hasRole('auditor', [superRole])).toBe(true);
      expect(hasRoleOr(['auditor'], [superRole])).toBe(true);
      expect(hasRoleAnd(['auditor', 'owner'], [superRole])).toBe(true);
    }
  });

  it('a user without roles passes nothing', () => {
    expect(hasRoleOr(['editor'], [])).toBe(false);
  });

  it('raises an error when asked with nothing to check', () => {
    expect(() => hasRoleOr([], editor)).toThrow(EMPTY_ROLE_ERROR);
    expect(() => hasRoleAnd([], editor)).toThrow(EMPTY_ROLE_ERROR);
    expect(() => hasRole('', editor)).toThrow(EMPTY_ROLE_ERROR);
  });
});

describe('permission checks', () => {
  it('single: passes only with the permission', () => {
    expect(hasPermi('system:user:create', perms)).toBe(true);
    expect(hasPermi('system:user:delete', perms)).toBe(false);
  });

  it('any-of: passes with one of the permissions', () => {
    expect(hasPermiOr(['system:user:delete', 'system:user:query'], perms)).toBe(true);
    expect(hasPermiOr(['system:user:delete', 'system:role:query'], perms)).toBe(false);
  });

  it('all-of: needs every permission', () => {
    expect(hasPermiAnd(['system:user:query', 'system:user:create'], perms)).toBe(true);
    expect(hasPermiAnd(['system:user:query', 'system:user:delete'], perms)).toBe(false);
  });

  it('the wildcard *:*:* passes every permission check', () => {
    expect(hasPermi('system:user:delete', ['*:*:*'])).toBe(true);
    expect(hasPermiOr(['a:b:c'], ['*:*:*'])).toBe(true);
    expect(hasPermiAnd(['a:b:c', 'd:e:f'], ['*:*:*'])).toBe(true);
  });

  it('the admin role does not stand in for permissions', () => {
    expect(hasPermi('system:user:delete', ['admin'])).toBe(false);
  });

  it('raises an error when asked with nothing to check', () => {
    expect(() => hasPermiOr([], perms)).toThrow(EMPTY_PERMISSION_ERROR);
    expect(() => hasPermiAnd([], perms)).toThrow(EMPTY_PERMISSION_ERROR);
    expect(() => hasPermi('', perms)).toThrow(EMPTY_PERMISSION_ERROR);
  });
});
