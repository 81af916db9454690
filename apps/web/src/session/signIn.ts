/**
 * Signing in from the login form: the tenant name becomes the tenant id every later request
 * carries, then the account logs in. Only the username and tenant name are remembered.
 */
import { authApi, tenantApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../api/callApi';
import { rememberLogin, setTenant, setTokens } from '../stores/authStorage';
import { TenantNotFoundError } from './tenantNotFound';

export interface SignInForm {
  tenantName: string;
  username: string;
  password: string;
  rememberMe: boolean;
}

// Its own module, so the login page can tell it without loading the request client.
export { TenantNotFoundError };

/** Makes the named tenant the one every later request carries (`tenant-id`); answers its id. */
export async function selectTenant(name: string, options: { showError?: boolean } = {}): Promise<number> {
  const tenantName = name.trim();
  const tenantId = await callApi(tenantApi.getIdByName, { query: { name: tenantName }, ...options });
  if (tenantId === null || tenantId === undefined) throw new TenantNotFoundError();
  setTenant(tenantId, tenantName);
  return tenantId;
}

type LoginBody = NonNullable<BodyOf<typeof authApi.login>>;

/**
 * A password login in the tenant already selected, through the slider when check-use-captcha
 * asks for it (the server decides again at login). `solveCaptcha` answers the one-time
 * captchaVerification, or rejects when the user gives up. /bind logs in here too, with the
 * provider's code, which binds the social account on a right password.
 */
export async function passwordLogin(body: Omit<LoginBody, 'captchaVerification'>, solveCaptcha?: () => Promise<string>): Promise<void> {
  const captchaNeeded = solveCaptcha !== undefined && (await callApi(authApi.checkUseCaptcha, { query: { username: body.username } }));
  const captchaVerification = captchaNeeded ? await solveCaptcha() : undefined;
  setTokens(await callApi(authApi.login, { body: { ...body, captchaVerification } }));
}

export async function signIn(form: SignInForm, solveCaptcha?: () => Promise<string>): Promise<void> {
  const username = form.username.trim();
  await selectTenant(form.tenantName);
  await passwordLogin({ username, password: form.password }, solveCaptcha);
  rememberLogin(form.rememberMe, username);
}
