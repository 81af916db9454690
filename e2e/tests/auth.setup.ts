/**
 * Signs each role in once through the login form and keeps what the browser then holds as the
 * role's stored state (see session.ts): the journeys that only need someone signed in start
 * from it instead of typing the form.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, test as setup } from '@playwright/test';
import { FIRST_LOAD_MS, avatarMenu, signInThroughForm } from './helpers';
import { ROLES, stateFile, type Role } from './session';

for (const role of Object.keys(ROLES) as Role[]) {
  setup(`${role} signs in through the form once`, async ({ page }) => {
    const who = ROLES[role];
    await page.goto('/login');
    // A new browser's first load of each page (login, then the console) may be slow to show.
    await expect(page.getByLabel('租户名称')).toBeVisible({ timeout: FIRST_LOAD_MS });
    await signInThroughForm(page, { tenant: who.tenant, username: who.username, password: who.password });
    await expect(avatarMenu(page)).toBeVisible({ timeout: FIRST_LOAD_MS });
    const state = await page.context().storageState();
    const stored = Object.fromEntries(state.origins.flatMap((origin) => origin.localStorage.map((item) => [item.name, item.value])));
    expect(stored.TENANT_ID).toBe(String(who.tenantId));
    expect(stored.REFRESH_TOKEN).toBeTruthy();
    fs.mkdirSync(path.dirname(stateFile(role)), { recursive: true });
    fs.writeFileSync(stateFile(role), JSON.stringify(state));
  });
}
