/**
 * A page's `where` from its contract resource's filter kinds, so what "contains" means is decided
 * here once and not by hand in each service: `contains` case-insensitive and literal
 * (`containsText`), `equals` the exact value, `dateRange` two wall-clock texts in the product's
 * time zone (`dateRangeFilter`), `range` its `<field>Min`/`<field>Max` bounds, or the feature's own condition (`own`). An absent or empty
 * filter adds nothing.
 */
import { and, eq, getTableColumns, gte, lte, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { fieldsOf, type Resource } from '@tenon/contracts';
import { dateRangeFilter } from './dateRange.ts';
import { containsText } from './textFilter.ts';

/**
 * Conditions a feature writes itself, by filter name, for a filter whose meaning is none of the
 * kinds (成功/失败 over a recorded result code); given only a value that is there.
 */
export type OwnConditions = Partial<Record<string, (value: never) => SQL | undefined>>;

/** `timeZone` is needed only by a resource with a `dateRange` filter (the wall-clock texts' zone). */
export function resourceWhere(table: PgTable, resource: Resource, filters: object, timeZone: string | undefined, own: OwnConditions = {}): SQL | undefined {
  const columns = getTableColumns(table);
  const given = filters as Record<string, unknown>;
  const conditions = fieldsOf(resource).map(([name, field]) => {
    if (!field.filter) return undefined;
    if (field.filter === 'range') {
      const column = columns[name];
      if (!column) throw new Error(`${resource.noun}: the filter ${name} names no column of its table`);
      const [min, max] = [given[`${name}Min`], given[`${name}Max`]];
      return and(typeof min === 'number' ? gte(column, min) : undefined, typeof max === 'number' ? lte(column, max) : undefined);
    }
    const filterName = field.filterName ?? name;
    const condition = own[filterName];
    const column = columns[name];
    // A programming mistake, met by the first test of the screen, not a user's.
    if (!column && !condition) throw new Error(`${resource.noun}: the filter ${name} names no column of its table`);
    if (field.filter === 'dateRange' && !condition && !timeZone) throw new Error(`${resource.noun}: the date filter ${name} needs the product's time zone`);
    const value = given[filterName];
    if (value === undefined || value === null || value === '') return undefined;
    if (condition) return condition(value as never);
    if (!column) return undefined;
    if (field.filter === 'contains') return containsText(column, String(value));
    if (field.filter === 'dateRange') return dateRangeFilter(column, value as string[], timeZone!);
    return eq(column, value);
  });
  return and(...conditions);
}
