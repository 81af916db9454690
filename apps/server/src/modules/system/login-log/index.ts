/**
 * The login-log feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { LoginLogService, LoginLogType, LoginResult } from './login-log.service.ts';
export { loginsByDay, successfulLoginsSince } from './login-stats.ts';
