/**
 * What the login page asks the server, imported once the form has shown: the request client
 * (axios) and the contracts stay off the page's first paint (docs/performance.md, "First visit").
 */
export { authApi } from '@tenon/contracts';
export { callApi } from '../../api/callApi';
export { selectTenant, signIn } from '../../session/signIn';
export { goToProvider, socialLoginUri } from '../../session/socialSignIn';
