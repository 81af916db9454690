import { index, integer, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';
import { Dicts } from '@tenon/contracts';

/** A tenant's account at a provider (社交客户端): at most one per type and user type. */
export const socialClient = pgTable(
  'system_social_client',
  {
    id: idColumn(),
    ...tenantColumn,
    name: varchar('name', { length: 255 }).notNull(),
    socialType: smallint('social_type').notNull(),
    userType: smallint(Dicts.userType).notNull().default(2),
    clientId: varchar('client_id', { length: 255 }).notNull(),
    /** Sealed by platform/secret-box (purpose 'social-client'); never answered. */
    clientSecret: text('client_secret').notNull().default(''),
    agentId: varchar('agent_id', { length: 255 }).notNull().default(''),
    publicKey: varchar('public_key', { length: 2048 }).notNull().default(''),
    /** OpenID Connect issuer (type 90). */
    issuer: varchar('issuer', { length: 512 }).notNull().default(''),
    status: smallint('status').notNull().default(0),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_social_client_type_uq').on(t.tenantId, t.socialType, t.userType)],
);

/** A provider account that has signed in (社交用户). Provider tokens are not kept: nothing uses them after sign-in. */
export const socialUser = pgTable(
  'system_social_user',
  {
    id: idColumn(),
    ...tenantColumn,
    type: smallint('type').notNull(),
    openid: varchar('openid', { length: 255 }).notNull(),
    nickname: varchar('nickname', { length: 255 }).notNull().default(''),
    avatar: varchar('avatar', { length: 1024 }).notNull().default(''),
    rawUserInfo: text('raw_user_info').notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_social_user_openid_uq').on(t.tenantId, t.type, t.openid)],
);

/** Which console user a social account signs in as: one user per account, one account per type per user. */
export const socialUserBind = pgTable(
  'system_social_user_bind',
  {
    id: idColumn(),
    ...tenantColumn,
    userId: integer('user_id').notNull(),
    userType: smallint(Dicts.userType).notNull().default(2),
    socialType: smallint('social_type').notNull(),
    socialUserId: integer('social_user_id').notNull(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('system_social_user_bind_social_uq').on(t.socialUserId),
    uniqueIndex('system_social_user_bind_user_type_uq').on(t.tenantId, t.userType, t.userId, t.socialType),
  ],
);

/**
 * One authorization round trip: made by social-auth-redirect, spent by the callback (social-login
 * or bind). Holds what the callback must check or send back (type, redirect URI, PKCE verifier,
 * OIDC nonce). After a social-login that found no binding, the account it found waits here
 * (`social_user_id`, with the code's SHA-256) for the password login that binds it, until expiry.
 */
export const socialAuthState = pgTable(
  'system_social_auth_state',
  {
    id: idColumn(),
    ...tenantColumn,
    /** SHA-256 of the state value sent to the provider. */
    stateHash: varchar('state_hash', { length: 64 }).notNull(),
    socialType: smallint('social_type').notNull(),
    redirectUri: varchar('redirect_uri', { length: 1024 }).notNull(),
    codeVerifier: varchar('code_verifier', { length: 128 }).notNull().default(''),
    nonce: varchar('nonce', { length: 128 }).notNull().default(''),
    expiresTime: timestampMs('expires_time').notNull(),
    usedTime: timestampMs('used_time'),
    socialUserId: integer('social_user_id'),
    /**
     * The signed-in user who started it (null for a sign-in): the profile's 绑定 spends only a
     * round trip its own user started, so a link carrying someone else's code cannot bind their
     * account to the person who opens it.
     */
    startedBy: integer('started_by'),
    codeHash: varchar('code_hash', { length: 64 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [uniqueIndex('system_social_auth_state_hash_uq').on(t.stateHash), index('system_social_auth_state_expires_idx').on(t.expiresTime)],
);
