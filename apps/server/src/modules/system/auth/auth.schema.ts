import { index, integer, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { Dicts } from '@tenon/contracts';

/**
 * Tokens are opaque random strings; only their SHA-256 is stored. Access and refresh tokens of
 * one login share a `sessionId`, so logout and refresh-token reuse revoke the whole session.
 * The `sessionId` is random and grants nothing: 令牌管理 shows it as the session's handle and
 * 强退 ends the session by it.
 */
export const accessToken = pgTable(
  'system_oauth2_access_token',
  {
    id: idColumn(),
    ...tenantColumn,
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 36 }).notNull(),
    userId: integer('user_id').notNull(),
    /** 2 = admin user (reference user_type). */
    userType: smallint(Dicts.userType).notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull().default('default'),
    /** The client address of the sign-in, kept through refreshes (令牌管理 shows it). */
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    expiresTime: timestampMs('expires_time').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_access_token_hash_uq').on(t.tokenHash),
    index('system_access_token_session_idx').on(t.sessionId),
    index('system_access_token_user_idx').on(t.userId),
  ],
);

export const refreshToken = pgTable(
  'system_oauth2_refresh_token',
  {
    id: idColumn(),
    ...tenantColumn,
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 36 }).notNull(),
    userId: integer('user_id').notNull(),
    userType: smallint(Dicts.userType).notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull().default('default'),
    /** The sign-in's client address, handed on to the pair a refresh issues. */
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    expiresTime: timestampMs('expires_time').notNull(),
    /** Set when the token is exchanged; a second exchange is reuse and revokes the session. */
    usedTime: timestampMs('used_time'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_refresh_token_hash_uq').on(t.tokenHash),
    index('system_refresh_token_session_idx').on(t.sessionId),
  ],
);
