/**
 * Social login in the browser against a real OpenID Connect provider started by the test
 * (oidc-provider with its development login and consent pages): the login page's provider
 * button → the provider → /social-login → /bind, where 李四 signs in once and is bound; then,
 * signed out, the same button signs him in directly. 个人中心 → 社交信息 unbinds the account and
 * binds it again through the provider. Tenant 1's OpenID Connect client is this test's for its
 * duration: the demo's disabled placeholder is put back afterwards, so no other journey sees a
 * button. Then the two screens, as the administrator sees them.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { startTestIdp, type TestIdp } from '@tenon/server/modules/system/social/testing/fake-idp.ts';
import { asAdmin, avatarMenu, dialogByTitle, dialogSettled, signIn } from './helpers';

const OIDC = 90;
const PROVIDER = '测试身份提供方';
const IDP_LOGIN = 'lisi-at-idp';
const CLIENT = { clientId: 'tenon-e2e', clientSecret: `e2e-${Date.now()}` };

interface SocialClientRow {
  id: number;
  name: string;
  socialType: number;
  userType: number;
  clientId: string;
  agentId: string;
  publicKey: string;
  issuer: string;
  status: number;
}

/** The tenant has one client per provider type: lift out what is there, to put it back afterwards. */
async function takeOidcSlot(request: APIRequestContext): Promise<SocialClientRow[]> {
  const { list } = await asAdmin<{ list: SocialClientRow[] }>(request, 'GET', `/system/social-client/page?pageNo=1&pageSize=10&socialType=${OIDC}`);
  for (const row of list) await asAdmin(request, 'DELETE', `/system/social-client/delete?id=${row.id}`);
  return list;
}

async function putBack(request: APIRequestContext, rows: SocialClientRow[]) {
  for (const { name, socialType, userType, clientId, agentId, publicKey, issuer, status } of rows) {
    await asAdmin(request, 'POST', '/system/social-client/create', { name, socialType, userType, clientId, agentId, publicKey, issuer, status });
  }
}

/**
 * Leaves the console by `click` and clicks through the provider's pages as a person would,
 * whichever it asks for (its login, any password, and its consent), until the browser is back
 * on the console. Answers the pages it asked: none once it remembers the person and the grant.
 */
async function throughProvider(page: Page, idp: TestIdp, baseURL: string, click: () => Promise<void>): Promise<string[]> {
  const asked: string[] = [];
  let here = page.url();
  await click();
  for (;;) {
    // A remembered person is sent straight back, so the provider may show no page at all.
    await page.waitForURL((url) => url.href !== here && (url.href.startsWith(baseURL) || (url.href.startsWith(idp.issuer) && url.pathname.startsWith('/interaction/'))));
    if (page.url().startsWith(baseURL)) return asked;
    const signIn = page.getByRole('button', { name: 'Sign-in' });
    const consent = page.getByRole('button', { name: 'Continue' });
    await expect(signIn.or(consent)).toBeVisible();
    here = page.url();
    if (await signIn.isVisible()) {
      asked.push('login');
      await page.locator('input[name="login"]').fill(IDP_LOGIN);
      await page.locator('input[name="password"]').fill('any');
      await signIn.click();
    } else {
      asked.push('consent');
      await consent.click();
    }
  }
}

async function signOut(page: Page) {
  await avatarMenu(page).click();
  await page.getByRole('menuitem', { name: /退出登录/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login/);
}

let idp: TestIdp | undefined;
let lifted: SocialClientRow[] = [];
let clientId: number | undefined;

// Here rather than in a finally: a test that runs out of time has lost its fixtures by then.
test.afterEach(async ({ request }) => {
  if (clientId !== undefined) await asAdmin(request, 'DELETE', `/system/social-client/delete?id=${clientId}`);
  await putBack(request, lifted);
  await idp?.close();
  [clientId, lifted, idp] = [undefined, [], undefined];
});

test('social login through a real OpenID Connect provider: first /bind, then directly; 社交信息 unbinds and binds again', async ({ page, request, baseURL }) => {
  const origin = baseURL!;
  idp = await startTestIdp({
    ...CLIENT,
    // Exactly what the pages send: the login page opened afresh (redirect /) and after 退出登录
    // (which returns to /index), and the profile's 绑定.
    redirectUris: [
      `${origin}/social-login?type=${OIDC}&redirect=%2F`,
      `${origin}/social-login?type=${OIDC}&redirect=%2Findex`,
      `${origin}/user/profile?type=${OIDC}`,
    ],
    accounts: [{ sub: IDP_LOGIN, name: '李四（身份提供方）', preferred_username: 'lisi.idp' }],
  });
  lifted = await takeOidcSlot(request);
  clientId = await asAdmin<number>(request, 'POST', '/system/social-client/create', {
    name: PROVIDER,
    socialType: OIDC,
    userType: 2,
    ...CLIENT,
    issuer: idp.issuer,
    status: 0,
  });

  // First time: the provider's account belongs to nobody, so /bind links it by one password login.
  await page.goto('/login');
  await expect(page.getByLabel('租户名称')).toHaveValue('榫卯科技');
  const provider = page.getByRole('button', { name: PROVIDER });
  expect(await throughProvider(page, idp, origin, () => provider.click())).toEqual(['login', 'consent']);
  await expect(page).toHaveURL(/\/bind\?/);
  await expect(page.getByRole('heading', { name: '绑定已有账号' })).toBeVisible();
  await expect(page.getByText(/OpenID Connect账号尚未绑定「榫卯科技」的用户/)).toBeVisible();
  await page.getByLabel('用户名').fill('lisi');
  await page.getByLabel('密码', { exact: true }).fill('test123');
  await page.getByRole('button', { name: '绑定并登录' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(avatarMenu(page)).toContainText('李四');

  // Signed out, the same button signs 李四 in with no password and no /bind.
  await signOut(page);
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
  });
  await throughProvider(page, idp, origin, () => provider.click());
  await expect(page).toHaveURL(/\/index$/);
  await expect(avatarMenu(page)).toContainText('李四');
  expect(visited).toContain('/social-login');
  expect(visited).not.toContain('/bind');

  // The login log tells the two ways in apart: 社交登录 (101) for the direct one.
  const logs = await asAdmin<{ list: Array<{ logType: number; username: string }> }>(request, 'GET', '/system/login-log/page?pageNo=1&pageSize=10&username=lisi');
  expect(logs.list.some((log) => log.logType === 101)).toBe(true);

  // 个人中心 → 社交信息: the account shows bound; 解绑, then 绑定 again through the provider.
  await page.goto('/user/profile?tab=social');
  const row = page.getByRole('listitem', { name: PROVIDER });
  await expect(row.getByText('已绑定')).toBeVisible();
  await expect(row.getByText(`openid：${IDP_LOGIN}`)).toBeVisible();
  await row.getByRole('button', { name: '解绑' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('解绑成功').last()).toBeVisible();
  await expect(row.getByText('未绑定')).toBeVisible();

  await throughProvider(page, idp, origin, () => row.getByRole('button', { name: '绑定' }).click());
  await expect(page.getByText('绑定成功').last()).toBeVisible();
  await expect(page).toHaveURL(/\/user\/profile\?tab=social$/);
  await expect(row.getByText('已绑定')).toBeVisible();

  // Leave 李四 as he was: unbound.
  await row.getByRole('button', { name: '解绑' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click();
  await expect(row.getByText('未绑定')).toBeVisible();
});

test('三方应用 and 三方用户 open at their menu paths; an OpenID Connect client is edited with its issuer', async ({ page }) => {
  await signIn(page);
  await page.goto('/system/social/client');
  const placeholder = page.getByRole('row').filter({ hasText: '企业单点登录（示例，OpenID Connect）' });
  await expect(placeholder).toContainText('OpenID Connect');
  await expect(placeholder).toContainText('未设置');
  await placeholder.getByRole('button', { name: /修改/ }).click();
  const dialog = dialogByTitle(page, '修改社交客户端');
  await dialogSettled(page);
  await expect(dialog.getByLabel('Issuer 地址')).toHaveValue('https://sso.example.com/realms/tenon');
  await expect(dialog.getByLabel('客户端密钥')).toHaveValue('');
  await expect(dialog.getByLabel('agentId')).toHaveCount(0);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();

  // The demo's accounts: 李四's Gitee one bound to him, and one a first sign-in left unbound.
  await page.goto('/system/social/user');
  await expect(page.getByRole('columnheader', { name: '社交 openid' })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'demo-lisi' })).toContainText('lisi');
  await expect(page.getByRole('row').filter({ hasText: 'demo-visitor' })).toContainText('尚未绑定的访客');
});
