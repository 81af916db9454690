import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The captcha's short-lived entries (puzzle tokens, checked answers, request counts), in the
 * database so that every instance sees them without Redis (captcha-store.ts). Global, like the
 * calls: a puzzle belongs to no tenant. Rows outlive their expiry until the next sweep.
 */
export const captchaEntry = pgTable('system_captcha_entry', {
  key: varchar('entry_key', { length: 200 }).primaryKey(),
  value: varchar('value', { length: 200 }).notNull(),
  /** Epoch milliseconds. */
  expireAt: bigint('expire_at', { mode: 'number' }).notNull(),
});
