/**
 * "Contains" filters of list screens (username, role name…): case-insensitive, and the text is
 * matched literally, so a `%` or `_` typed into a search box is not a wildcard.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export function containsText(column: PgColumn, text: string | undefined): SQL | undefined {
  const pattern = containsPattern(text);
  return pattern === undefined ? undefined : sql`${column} ILIKE ${pattern}`;
}

/** The ILIKE pattern of a "contains" search (`%text%`, the text's own `%`, `_` and `\` escaped); none for blank text. */
export function containsPattern(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  if (!trimmed) return undefined;
  return `%${trimmed.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
