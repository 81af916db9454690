/**
 * Ending a session. The server revokes the tokens (logout is public, so an expired token can
 * still end its session); the browser forgets them whatever the server answers, so a user is
 * never stuck signed in because the server could not be reached.
 */
import { authApi } from '@tenon/contracts';
import { callApi } from '../api/callApi';
import { removeTokens } from '../stores/authStorage';
import { documentNavigation } from '../router/documentNavigation';

/** Revokes the session on the server and forgets the tokens; stays on the current page. */
export async function endSession(): Promise<void> {
  await callApi(authApi.logout, { isToken: true, showError: false, promptRelogin: false }).catch(() => undefined);
  removeTokens();
}

/** The navbar's 退出登录 after confirmation: end the session and start over at /index. */
export async function logout(): Promise<void> {
  await endSession();
  documentNavigation.assign('/index');
}
