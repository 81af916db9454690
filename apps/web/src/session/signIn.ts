/**
 * Signing in from the login form: the tenant name becomes the tenant id every later request
 * carries, then the account logs in. Only the username and tenant name are remembered.
 */
import { authApi, tenantApi } from '@tenon/contracts';
import { callApi } from '../api/callApi';
import { rememberLogin, setTenant, setTokens } from '../stores/authStorage';

export interface SignInForm {
  tenantName: string;
  username: string;
  password: string;
  rememberMe: boolean;
}

/** The tenant name matches no tenant; the form shows it beside the field. */
export class TenantNotFoundError extends Error {
  constructor() {
    super('租户不存在');
    this.name = 'TenantNotFoundError';
  }
}

/**
 * `solveCaptcha` shows the slider when check-use-captcha asks for it (the server decides again
 * at login), answering the one-time captchaVerification, or rejecting when the user gives up.
 */
export async function signIn(form: SignInForm, solveCaptcha?: () => Promise<string>): Promise<void> {
  const tenantName = form.tenantName.trim();
  const username = form.username.trim();
  const tenantId = await callApi(tenantApi.getIdByName, { query: { name: tenantName } });
  if (tenantId === null || tenantId === undefined) throw new TenantNotFoundError();
  setTenant(tenantId, tenantName);
  const captchaNeeded = solveCaptcha !== undefined && (await callApi(authApi.checkUseCaptcha, { query: { username } }));
  const captchaVerification = captchaNeeded ? await solveCaptcha() : undefined;
  setTokens(await callApi(authApi.login, { body: { username, password: form.password, captchaVerification } }));
  rememberLogin(form.rememberMe, username);
}
