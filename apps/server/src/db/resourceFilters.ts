/**
 * A page's `where` from its contract resource's filter kinds, so what "contains" means is decided
 * here once and not by hand in each service: `contains` case-insensitive and literal
 * (`containsText`), `equals` the exact value, `dateRange` two wall-clock texts in the product's
 * time zone (`dateRangeFilter`). An absent or empty filter adds nothing.
 */
import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fieldsOf, type Resource } from '@tenon/contracts';
import { dateRangeFilter } from './dateRange.ts';
import { containsText } from './textFilter.ts';

export function resourceWhere(table: PgTable, resource: Resource, filters: object, timeZone: string): SQL | undefined {
  const columns = getTableColumns(table);
  const given = filters as Record<string, unknown>;
  const conditions = fieldsOf(resource).map(([name, field]) => {
    if (!field.filter) return undefined;
    const column = columns[name];
    // A programming mistake, met by the first test of the screen, not a user's.
    if (!column) throw new Error(`${resource.noun}: the filter ${name} names no column of its table`);
    const value = given[field.filterName ?? name];
    if (value === undefined || value === null || value === '') return undefined;
    if (field.filter === 'contains') return containsText(column, String(value));
    if (field.filter === 'dateRange') return dateRangeFilter(column, value as string[], timeZone);
    return eq(column, value);
  });
  return and(...conditions);
}
