import { boolean, index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, tenantColumn, timestampMs } from '../../../db/schema/columns.ts';

/**
 * SMS verification codes (the reference's system_sms_code). Only the code's SHA-256 is kept, so
 * neither the table nor any answer gives a code away; the debug channel's log is the one place
 * a code can be read, as a real phone would. Rows are kept (the daily count reads them).
 */
export const smsCode = pgTable(
  'system_sms_code',
  {
    id: idColumn(),
    ...tenantColumn,
    mobile: varchar('mobile', { length: 20 }).notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    scene: smallint('scene').notNull(),
    createIp: varchar('create_ip', { length: 50 }).notNull().default(''),
    /** This code's number among the mobile's codes of the day, from 1. */
    todayIndex: integer('today_index').notNull(),
    /** Checks made against this code; at the limit it is burnt. */
    tries: smallint('tries').notNull().default(0),
    used: boolean('used').notNull().default(false),
    usedTime: timestampMs('used_time'),
    usedIp: varchar('used_ip', { length: 50 }).notNull().default(''),
    ...auditColumns,
  },
  (t) => [index('system_sms_code_mobile_idx').on(t.tenantId, t.mobile, t.scene, t.id)],
);
