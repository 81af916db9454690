/**
 * What the browser keeps between visits, under the reference's localStorage keys (docs/console.md, "What the browser keeps").
 *
 * What must stay true: the password is never stored, in any form: a key shipped to every
 * browser protects nothing. "Remember me" keeps the username and tenant name; the refresh token keeps the
 * session. TENANT_ID is written at every login because each request's `tenant-id` header
 * reads it.
 */
import type { ResponseOf } from '@tenon/contracts';
import type { authApi } from '@tenon/contracts';

export const StorageKeys = {
  ACCESS_TOKEN: 'ACCESS_TOKEN',
  REFRESH_TOKEN: 'REFRESH_TOKEN',
  TENANT_ID: 'TENANT_ID',
  TENANT_NAME: 'TENANT_NAME',
  USERNAME: 'USERNAME',
  REMEMBER_ME: 'REMEMBER_ME',
} as const;

/** Tenant sent when none was chosen yet: the system tenant. */
export const DEFAULT_TENANT_ID = 1;

type Tokens = Pick<ResponseOf<typeof authApi.login>, 'accessToken' | 'refreshToken'>;

const read = (key: string) => localStorage.getItem(key);

export function getAccessToken(): string | null {
  return read(StorageKeys.ACCESS_TOKEN);
}

export function getRefreshToken(): string | null {
  return read(StorageKeys.REFRESH_TOKEN);
}

export function setTokens(tokens: Tokens): void {
  localStorage.setItem(StorageKeys.ACCESS_TOKEN, tokens.accessToken);
  localStorage.setItem(StorageKeys.REFRESH_TOKEN, tokens.refreshToken);
}

/**
 * The stored refresh token once it is other than `spent`, or `spent` after `ms`. Another tab's
 * write reaches this tab's copy of localStorage a moment later (announced by a `storage` event).
 */
export function storedRefreshTokenOtherThan(spent: string, ms: number): Promise<string | null> {
  const current = getRefreshToken();
  if (current !== spent) return Promise.resolve(current);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(getRefreshToken());
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key === StorageKeys.REFRESH_TOKEN || event.key === null) done();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('storage', onStorage);
  });
}

/** A refresh token the server refused is spent for good (tokens rotate): forget it. */
export function removeRefreshToken(): void {
  localStorage.removeItem(StorageKeys.REFRESH_TOKEN);
}

export function removeTokens(): void {
  localStorage.removeItem(StorageKeys.ACCESS_TOKEN);
  localStorage.removeItem(StorageKeys.REFRESH_TOKEN);
}

export function getTenantId(): number {
  const id = Number(read(StorageKeys.TENANT_ID));
  return Number.isInteger(id) && id > 0 ? id : DEFAULT_TENANT_ID;
}

export function setTenant(id: number, name: string): void {
  localStorage.setItem(StorageKeys.TENANT_ID, String(id));
  localStorage.setItem(StorageKeys.TENANT_NAME, name);
}

export function getTenantName(): string | null {
  return read(StorageKeys.TENANT_NAME);
}

export interface RememberedLogin {
  tenantName: string;
  username: string;
}

/** The login form's remembered values, or null when the user did not ask to be remembered. */
export function getRememberedLogin(): RememberedLogin | null {
  if (read(StorageKeys.REMEMBER_ME) !== 'true') return null;
  return { tenantName: read(StorageKeys.TENANT_NAME) ?? '', username: read(StorageKeys.USERNAME) ?? '' };
}

export function rememberLogin(remember: boolean, username: string): void {
  if (remember) {
    localStorage.setItem(StorageKeys.USERNAME, username);
    localStorage.setItem(StorageKeys.REMEMBER_ME, 'true');
  } else {
    localStorage.removeItem(StorageKeys.USERNAME);
    localStorage.removeItem(StorageKeys.REMEMBER_ME);
  }
}
