import { index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * The members' tokens, a kind of their own: the console's tokens live in `system_oauth2_*_token`,
 * these here, so neither token service can ever find the other's (the gate asks the one of the
 * endpoint's surface). As the console's: opaque random strings stored as SHA-256, an access and a
 * refresh token of one sign-in sharing a session id, a refresh token exchanged once.
 */
export const memberToken = pgTable(
  'member_token',
  {
    id: idColumn(),
    ...tenantColumn,
    /** `access` or `refresh`. */
    kind: varchar('kind', { length: 10 }).$type<'access' | 'refresh'>().notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    sessionId: varchar('session_id', { length: 36 }).notNull(),
    memberId: integer('member_id').notNull(),
    /** The sign-in's client address, handed on through refreshes. */
    userIp: varchar('user_ip', { length: 50 }).notNull().default(''),
    expiresTime: timestampMs('expires_time').notNull(),
    /** A refresh token's exchange; a second one is reuse and revokes the session. */
    usedTime: timestampMs('used_time'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('member_token_hash_uq').on(t.tokenHash), index('member_token_session_idx').on(t.sessionId)],
);
