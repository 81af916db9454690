/**
 * The auth feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { type AuthService, type ClientInfo, passwordKeys } from './auth.service.ts';
export { clientOf } from './client-of.ts';
export type { LoginThrottle, ThrottleKeys, ThrottleLimits } from './login-throttle.ts';
export { hashToken, type TokenPair, type TokenService } from './token.service.ts';
export { revokeUserSessions } from './user-sessions.ts';
export { endSession, liveSessions, type SessionFilters } from './console-sessions.ts';
