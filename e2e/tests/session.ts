/**
 * Signed in without the form. The setup project (auth.setup.ts) signs each role in once through
 * the login page and keeps what the browser then holds (tenant, remembered name, tokens) as that
 * role's stored state; a journey that only needs "signed in as X" says `test.use({ signedInAs })`
 * and its browser starts from that state, on the page it asks for.
 *
 * Each journey still gets a session of its own, asked of the API (one call, no page): a refresh
 * token is spent when used, and the server revokes the whole session when a spent one comes
 * back. Access tokens live 20 s here, so one shared pair would be refreshed by the first journey
 * that outlives it and every later journey starting from the stored pair would be signed out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as base, type APIRequestContext, type BrowserContextOptions } from '@playwright/test';
import { API } from './helpers';

export { expect };

export const ROLES = {
  /** The demo administrator of the system tenant. */
  admin: { tenant: '榫卯科技', tenantId: 1, username: 'admin', password: 'admin123' },
  /** A staff user of the system tenant (普通角色 and 测试账号's menus). */
  staff: { tenant: '榫卯科技', tenantId: 1, username: 'test', password: 'test123' },
  /** The second tenant's administrator. */
  tenantAdmin: { tenant: '小租户', tenantId: 121, username: 'admin110', password: 'admin123' },
} as const;

export type Role = keyof typeof ROLES;

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/** Where a role's stored state lives for this run (beside the run's own data folder). */
export const stateFile = (role: Role) => path.join(`${process.env.E2E_DATA_DIR}.auth`, `${role}.json`);

/** A new session for `role`, asked of the API: its access and refresh tokens. */
export async function newSession(request: APIRequestContext, role: Role) {
  const who = ROLES[role];
  const response = await request.post(`${API}/system/auth/login`, {
    headers: { 'tenant-id': String(who.tenantId) },
    data: { username: who.username, password: who.password },
  });
  const body = await response.json();
  expect(body.code, `${role} signs in: ${body.msg}`).toBe(0);
  return body.data as { accessToken: string; refreshToken: string };
}

export const test = base.extend<{ signedInAs: Role | null }>({
  signedInAs: [null, { option: true }],
  storageState: async ({ signedInAs, storageState, playwright, baseURL }, use) => {
    if (!signedInAs) return use(storageState);
    const saved = JSON.parse(fs.readFileSync(stateFile(signedInAs), 'utf8')) as StorageState;
    const tokens: Record<string, string> = {};
    // Not the `request` fixture: that one is built from this very option.
    const request = await playwright.request.newContext({ baseURL });
    const session = await newSession(request, signedInAs);
    await request.dispose();
    tokens.ACCESS_TOKEN = session.accessToken;
    tokens.REFRESH_TOKEN = session.refreshToken;
    await use({
      ...saved,
      origins: saved.origins.map((origin) => ({
        ...origin,
        localStorage: origin.localStorage.map((item) => (item.name in tokens ? { ...item, value: tokens[item.name]! } : item)),
      })),
    });
  },
});
