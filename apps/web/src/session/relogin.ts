import { removeTokens } from '../stores/authStorage';
import { documentNavigation } from '../router/documentNavigation';

/** "重新登录" after the session expired: forget the tokens locally and start over at /index. */
export function reloginLocally(): void {
  removeTokens();
  documentNavigation.assign('/index');
}
