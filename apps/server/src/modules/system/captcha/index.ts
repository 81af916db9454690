/**
 * The captcha feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { captchaServiceOf } from './captcha-of.ts';
export type { CaptchaService } from './captcha.service.ts';
