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

export async function signIn(form: SignInForm): Promise<void> {
  const tenantName = form.tenantName.trim();
  const username = form.username.trim();
  const tenantId = await callApi(tenantApi.getIdByName, { query: { name: tenantName } });
  if (tenantId === null || tenantId === undefined) throw new TenantNotFoundError();
  setTenant(tenantId, tenantName);
  setTokens(await callApi(authApi.login, { body: { username, password: form.password } }));
  rememberLogin(form.rememberMe, username);
}
