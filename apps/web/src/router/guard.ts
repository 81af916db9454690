/**
 * The route guard's decision (docs/console.md, "Routes and the guard"), as a pure
 * function of where the user goes and what the browser holds:
 * - public paths need no login;
 * - without a token every other path goes to /login?redirect=<encoded full path>;
 * - with a token, /login goes to /; before anything else the session must start
 *   (user info, dictionaries, tenants, routes), then the navigation repeats.
 */
export const PUBLIC_PATHS: readonly string[] = [
  '/login',
  '/social-login',
  '/auth-redirect',
  '/bind',
  '/register',
  '/oauthLogin/gitee',
  '/sso',
  '/404',
  '/401',
];

export interface NavigationTarget {
  pathname: string;
  /** Path, query and hash, as the redirect query must keep them. */
  fullPath: string;
  hasToken: boolean;
  sessionLoaded: boolean;
}

export type GuardDecision =
  | { action: 'allow' }
  | { action: 'redirect'; to: string }
  | { action: 'start-session' };

export function loginPathFor(fullPath: string): string {
  return `/login?redirect=${encodeURIComponent(fullPath)}`;
}

export function decideNavigation({ pathname, fullPath, hasToken, sessionLoaded }: NavigationTarget): GuardDecision {
  if (!hasToken) {
    return PUBLIC_PATHS.includes(pathname) ? { action: 'allow' } : { action: 'redirect', to: loginPathFor(fullPath) };
  }
  if (pathname === '/login') return { action: 'redirect', to: '/' };
  if (!sessionLoaded) return { action: 'start-session' };
  return { action: 'allow' };
}

/** Where the login page sends the user: the redirect query if it is a path of this app, else /. */
export function safeRedirect(redirect: string | null): string {
  return redirect && /^\/(?![/\\])/.test(redirect) ? redirect : '/';
}
