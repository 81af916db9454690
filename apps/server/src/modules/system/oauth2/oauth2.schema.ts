import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { Dicts } from '@tenon/contracts';

const words = (name: string) => jsonb(name).$type<string[]>().notNull().default(sql`'[]'::jsonb`);

/** Global, as in the reference: one client list for every tenant, managed by the system tenant. */
export const oauth2Client = pgTable(
  'system_oauth2_client',
  {
    id: idColumn(),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    /** argon2id of the secret; '' for a public client (PKCE S256 then required). */
    secretHash: varchar('secret_hash', { length: 255 }).notNull().default(''),
    name: varchar('name', { length: 255 }).notNull(),
    logo: varchar('logo', { length: 1024 }).notNull().default(''),
    description: varchar('description', { length: 255 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    accessTokenValiditySeconds: integer('access_token_validity_seconds').notNull(),
    refreshTokenValiditySeconds: integer('refresh_token_validity_seconds').notNull(),
    redirectUris: words('redirect_uris'),
    authorizedGrantTypes: words('authorized_grant_types'),
    scopes: words('scopes'),
    autoApproveScopes: words('auto_approve_scopes'),
    authorities: words('authorities'),
    resourceIds: words('resource_ids'),
    additionalInformation: varchar('additional_information', { length: 4096 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_oauth2_client_client_id_uq').on(t.clientId)],
);

/** Authorization codes: only the SHA-256 is kept; single use (`used_time`), five minutes. */
export const oauth2Code = pgTable(
  'system_oauth2_code',
  {
    id: idColumn(),
    ...tenantColumn,
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    userId: integer('user_id').notNull(),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    scopes: words('scopes'),
    redirectUri: varchar('redirect_uri', { length: 255 }).notNull(),
    state: varchar('state', { length: 1024 }).notNull().default(''),
    codeChallenge: varchar('code_challenge', { length: 128 }).notNull().default(''),
    expiresTime: timestampMs('expires_time').notNull(),
    usedTime: timestampMs('used_time'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_oauth2_code_hash_uq').on(t.codeHash)],
);

/**
 * Tokens issued to clients (the console's own sessions are auth's tables). One row is an access
 * token and its refresh token, both stored as SHA-256; a refresh replaces both hashes in place,
 * so a row is the whole family of one grant, and the hashes it replaced go to `oauth2RefreshSpent`.
 */
export const oauth2Token = pgTable(
  'system_oauth2_token',
  {
    id: idColumn(),
    ...tenantColumn,
    /**
     * A random name for the row (the family), unrelated to its tokens: 令牌管理 shows it in
     * `accessToken` and 强退 revokes by it. It grants nothing and no token can be derived from it.
     */
    handle: varchar('handle', { length: 36 }).notNull().default(sql`gen_random_uuid()::text`),
    accessHash: varchar('access_hash', { length: 64 }).notNull(),
    refreshHash: varchar('refresh_hash', { length: 64 }),
    /** Null for a client-credentials token (no user). */
    userId: integer('user_id'),
    userType: smallint(Dicts.userType).notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    scopes: words('scopes'),
    /** The code it was issued for: a replayed code revokes it (RFC 6749 §4.1.2). */
    codeId: integer('code_id'),
    expiresTime: timestampMs('expires_time').notNull(),
    refreshExpiresTime: timestampMs('refresh_expires_time'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_oauth2_token_handle_uq').on(t.handle),
    uniqueIndex('system_oauth2_token_access_uq').on(t.accessHash),
    uniqueIndex('system_oauth2_token_refresh_uq').on(t.refreshHash),
    index('system_oauth2_token_code_idx').on(t.codeId),
  ],
);

/**
 * Refresh tokens a refresh already exchanged (rotated away), kept until their family's refresh
 * lifetime ends: the token row (`token_id`, whose id stays the same through every rotation) is
 * the family descended from one grant. A spent token presented again means it leaked, and its
 * family is revoked (OAuth 2.0 Security BCP §4.14.2, RFC 6819 §5.2.2.3).
 */
export const oauth2RefreshSpent = pgTable(
  'system_oauth2_refresh_spent',
  {
    id: idColumn(),
    ...tenantColumn,
    refreshHash: varchar('refresh_hash', { length: 64 }).notNull(),
    tokenId: integer('token_id').notNull(),
    /** The family's refresh expiry: after it the row is only swept. */
    expiresTime: timestampMs('expires_time').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_oauth2_refresh_spent_hash_uq').on(t.refreshHash),
    index('system_oauth2_refresh_spent_token_idx').on(t.tokenId),
    index('system_oauth2_refresh_spent_expires_idx').on(t.expiresTime),
  ],
);

/**
 * Scopes a user approved for a client on /sso (the reference's system_oauth2_approve): a later
 * authorize asking only for approved, unexpired scopes is approved without the page. A refusal
 * is remembered as `approved = false` and does not auto-approve.
 */
export const oauth2Approve = pgTable(
  'system_oauth2_approve',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    userType: smallint(Dicts.userType).notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    scope: varchar('scope', { length: 255 }).notNull(),
    approved: boolean('approved').notNull(),
    expiresTime: timestampMs('expires_time').notNull(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_oauth2_approve_uq').on(t.tenantId, t.userType, t.userId, t.clientId, t.scope)],
);
