/**
 * The social feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { socialServicesOf } from './social-services.ts';
export { socialAccountsOf } from './social-user.service.ts';
export { loginPageSocialClients } from './login-page-clients.ts';
