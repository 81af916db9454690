import { describe, expect, it } from 'vitest';
import { decideNavigation, PUBLIC_PATHS, safeRedirect } from './guard';

const go = (fullPath: string, hasToken: boolean, sessionLoaded = false) =>
  decideNavigation({ pathname: fullPath.split('?')[0], fullPath, hasToken, sessionLoaded });

describe('route guard decisions', () => {
  it('lets anyone open the public routes', () => {
    for (const path of ['/login', '/social-login', '/auth-redirect', '/bind', '/register', '/oauthLogin/gitee', '/sso', '/404', '/401']) {
      expect(go(path, false)).toEqual({ action: 'allow' });
    }
    expect(PUBLIC_PATHS).toHaveLength(9);
  });

  it('sends a visitor without token to the login page, keeping the full requested path', () => {
    expect(go('/system/user?pageNo=2&name=张三', false)).toEqual({
      action: 'redirect',
      to: `/login?redirect=${encodeURIComponent('/system/user?pageNo=2&name=张三')}`,
    });
    expect(go('/', false)).toEqual({ action: 'redirect', to: '/login?redirect=%2F' });
    expect(go('/no/such/page', false)).toEqual({ action: 'redirect', to: '/login?redirect=%2Fno%2Fsuch%2Fpage' });
  });

  it('sends a signed-in user away from /login to /', () => {
    expect(go('/login', true)).toEqual({ action: 'redirect', to: '/' });
    expect(go('/login?redirect=%2Fx', true, true)).toEqual({ action: 'redirect', to: '/' });
  });

  it('starts the session before anything else when the user is not loaded yet', () => {
    expect(go('/system/user', true)).toEqual({ action: 'start-session' });
    expect(go('/404', true)).toEqual({ action: 'start-session' });
  });

  it('lets a loaded session go anywhere', () => {
    expect(go('/system/user', true, true)).toEqual({ action: 'allow' });
  });
});

describe('where the login page sends the user', () => {
  it('follows a redirect within the app', () => {
    expect(safeRedirect('/system/user?id=1')).toBe('/system/user?id=1');
  });

  it('goes home when there is none, or it leads elsewhere', () => {
    expect(safeRedirect(null)).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('/\\evil.example')).toBe('/');
  });
});
