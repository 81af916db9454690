// @postgres: approvals upserted with ON CONFLICT … DO UPDATE
/**
 * Remembered approvals: an answer on /sso lets the next authorize for the same scopes skip the
 * page, for that user of that tenant and that client only, for 30 days; a refusal never does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { oauth2OpenApi } from '@tenon/contracts';
import { testApp, type Session, type TestApp } from '../../../test/testApp.ts';
import { createUser } from '../role/testing/rbac.fixtures.ts';
import { REDIRECT, SECRET, approve, createClient, protocol } from './testing/oauth2-helpers.ts';
import { oauth2Approve } from './oauth2.schema.ts';

let t: TestApp;
let admin: Session;
let colleague: Session;
let elsewhere: Session;
beforeAll(async () => {
  t = await testApp();
  admin = await t.login();
  const u = await createUser(t, admin);
  [colleague, elsewhere] = await Promise.all([t.login(u.username, u.password), t.login('admin110', 'admin123', 121)]);
});
afterAll(() => t.close());

const scopeMap = (map: Record<string, boolean>) => JSON.stringify(map);
/** The page's first call: approve without asking, or '' (the page then shows the scopes). */
const auto = async (as: Session, clientId: string, scopes: string[] = ['user.read']) =>
  (await approve(t, as, { client_id: clientId, auto_approve: 'true', scope: scopeMap(Object.fromEntries(scopes.map((s) => [s, true]))) })).data;
const answer = (as: Session, clientId: string, map: Record<string, boolean>) => approve(t, as, { client_id: clientId, auto_approve: 'false', scope: scopeMap(map) });
const ticked = async (as: Session, clientId: string) =>
  Object.fromEntries((await t.callOk(oauth2OpenApi.authorizeInfo, { query: { clientId }, as })).scopes.map((s) => [s.key, s.value]));
const isCode = (redirect: string) => expect(redirect).toMatch(/^http:\/\/127\.0\.0\.1:18080\/callback\?code=[\w-]{43}$/);

describe('remembered approvals', () => {
  it('approve once: the next authorize goes straight back with a code, and the page pre-ticks the scope', async () => {
    const { clientId } = await createClient(t, admin);
    expect(await auto(admin, clientId)).toBe('');
    expect(await ticked(admin, clientId)).toEqual({ 'user.read': false, 'user.write': false });
    isCode((await answer(admin, clientId, { 'user.read': true })).data);
    isCode(await auto(admin, clientId));
    expect(await ticked(admin, clientId)).toEqual({ 'user.read': true, 'user.write': false });
    // A scope never answered still needs the page.
    expect(await auto(admin, clientId, ['user.read', 'user.write'])).toBe('');
  });

  it('a refused scope still asks, and a later approval replaces the refusal', async () => {
    const { clientId } = await createClient(t, admin);
    expect((await answer(admin, clientId, { 'user.read': false, 'user.write': false })).data).toBe(`${REDIRECT}?error=access_denied&error_description=User+denied+access`);
    expect(await auto(admin, clientId)).toBe('');
    expect((await answer(admin, clientId, { 'user.read': true, 'user.write': false })).code).toBe(0);
    isCode(await auto(admin, clientId));
    expect(await auto(admin, clientId, ['user.write'])).toBe('');
    expect(await ticked(admin, clientId)).toEqual({ 'user.read': true, 'user.write': false });
  });

  it('an expired approval asks again; an approval lasts 30 days', async () => {
    const { clientId } = await createClient(t, admin);
    const before = Date.now();
    await answer(admin, clientId, { 'user.read': true });
    const where = and(eq(oauth2Approve.clientId, clientId), eq(oauth2Approve.userId, admin.userId));
    const [row] = await t.db.select().from(oauth2Approve).where(where);
    expect(row!.expiresTime - before).toBeGreaterThanOrEqual(30 * 24 * 3600 * 1000);
    expect(row!.expiresTime - before).toBeLessThan(31 * 24 * 3600 * 1000);
    await t.db.update(oauth2Approve).set({ expiresTime: Date.now() - 1000 }).where(where);
    expect(await auto(admin, clientId)).toBe('');
    expect(await ticked(admin, clientId)).toEqual({ 'user.read': false, 'user.write': false });
  });

  it('counts only for the user, the client and the tenant that answered', async () => {
    const { clientId } = await createClient(t, admin);
    const other = await createClient(t, admin);
    await answer(admin, clientId, { 'user.read': true });
    expect(await auto(colleague, clientId)).toBe('');
    expect(await auto(admin, other.clientId)).toBe('');
    expect(await auto(elsewhere, clientId)).toBe('');
    // A row naming the other tenant's user under tenant 1 is not theirs.
    await t.db.insert(oauth2Approve).values({ tenantId: 1, userId: elsewhere.userId, clientId, scope: 'user.read', approved: true, expiresTime: Date.now() + 60_000 });
    expect(await auto(elsewhere, clientId)).toBe('');
    expect(await ticked(elsewhere, clientId)).toEqual({ 'user.read': false, 'user.write': false });
  });

  it('still auto-approves the client’s 自动授权范围 without any answer', async () => {
    const { clientId } = await createClient(t, admin, { autoApproveScopes: ['user.read'] });
    isCode(await auto(colleague, clientId));
    expect(await auto(colleague, clientId, ['user.read', 'user.write'])).toBe('');
    await answer(colleague, clientId, { 'user.write': true });
    isCode(await auto(colleague, clientId, ['user.read', 'user.write']));
  });

  it('survives the revocation of the tokens it bought, as the reference', async () => {
    const { clientId } = await createClient(t, admin);
    const code = new URL((await answer(admin, clientId, { 'user.read': true })).data).searchParams.get('code')!;
    const token = await protocol(t, '/system/oauth2/token', { grant_type: 'authorization_code', code, redirect_uri: REDIRECT }, { basic: [clientId, SECRET] });
    expect(token.status).toBe(200);
    expect((await protocol(t, '/system/oauth2/token', { token: token.json.access_token as string }, { method: 'DELETE', basic: [clientId, SECRET] })).json).toMatchObject({ data: true });
    isCode(await auto(admin, clientId));
  });
});
