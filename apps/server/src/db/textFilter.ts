/**
 * "Contains" filters of list screens (username, role name…): case-insensitive, and the text is
 * matched literally, so a `%` or `_` typed into a search box is not a wildcard.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function containsText(column: PgColumn, text: string | undefined): SQL | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  const escaped = trimmed.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ILIKE ${`%${escaped}%`}`;
}
