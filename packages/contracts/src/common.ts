/** Schema pieces shared by many endpoints. Titles are the Chinese field names used in messages. */
import Type, { type TSchema } from 'typebox';

/**
 * Every input integer carries a range that fits where it goes (a contracts test walks them
 * all): PostgreSQL's `integer` for ids and counts, the column's own range for small codes.
 * Anything outside is the caller's mistake, a 400, never a database error.
 */
export const MAX_INT32 = 2_147_483_647;
export const MIN_INT32 = -2_147_483_648;
/** PostgreSQL's `smallint`, the column of codes such as types and statuses. */
export const MAX_INT16 = 32_767;
/** Ids are PostgreSQL `integer`s: anything larger cannot name a row. */
export const MAX_ID = MAX_INT32;
export const Id = (title = '编号') => Type.Integer({ minimum: 1, maximum: MAX_ID, title });
/** An integer input with its range; the range is required so it cannot be forgotten. */
export const Int = (title: string, range: { minimum: number; maximum: number }, extra: { default?: number } = {}) =>
  Type.Integer({ ...range, ...extra, title });

/**
 * Epoch milliseconds from a client: 0 to the last millisecond of 9999-12-31 (UTC), the latest
 * moment a date column and JavaScript's Date both hold. 1e21 is refused, not stored.
 */
export const MAX_EPOCH_MS = 253_402_300_799_999;
export const EpochMsInput = (title: string) => Type.Integer({ minimum: 0, maximum: MAX_EPOCH_MS, title });

export const IdQuery = Type.Object({ id: Id() });

/**
 * The largest page number: with at most 100 rows a page the row offset stays below 2^31, and
 * ten million pages is beyond any list a person pages through.
 */
export const MAX_PAGE_NO = 10_000_000;

export const PageParam = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_NO, default: 1, title: '页码' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, title: '每页条数' })),
};

/**
 * A page counts its list up to this many rows and no further (docs/performance-lists.md): past it,
 * `total` is this plus one and `totalCapped` is true, "more than 10,000", so an exact count never
 * reads a million-row table. The reference's console pages on `total` unchanged.
 */
export const PAGE_TOTAL_CAP = 10_000;

export const PageResult = <T extends TSchema>(item: T) =>
  Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    /** Present and true when counting stopped at PAGE_TOTAL_CAP: `total` is a lower bound. */
    totalCapped: Type.Optional(Type.Boolean()),
  });

/** `status` of every enable/disable flag: 0 enabled, 1 disabled (dictionary common_status). */
export const CommonStatus = { ENABLE: 0, DISABLE: 1 } as const;

/**
 * A wall-clock `yyyy-MM-dd HH:mm:ss` (docs/console.md, "Requests and errors"). The format `date-time-text` is checked by the
 * server's validator against the calendar (no 2024-02-30), so no date filter reaches the database
 * unchecked; every date filter is built from this one schema.
 */
export const DateTimeText = (title: string) =>
  Type.String({ maxLength: 19, pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', format: 'date-time-text', title });

/**
 * A moment in a body: epoch milliseconds (our screens), or a wall-clock `yyyy-MM-dd HH:mm:ss` read
 * in the product's time zone (the reference console's pickers with that value-format send it so).
 * The server turns it into epoch ms (`platform/wall-clock.ts`); answers always carry epoch ms.
 */
export const Moment = (title: string) => Type.Union([EpochMsInput(title), DateTimeText(title)], { title });

/** A date-range filter: two `yyyy-MM-dd HH:mm:ss` strings, sent as `name[0]` and `name[1]`. */
export const DateTimeRange = (title: string) =>
  Type.Array(DateTimeText(title), {
    minItems: 2,
    maxItems: 2,
    title,
  });

/** Epoch milliseconds, or null when the moment has not happened (e.g. never read). */
export const EpochMs = Type.Integer();
export const NullableEpochMs = Type.Union([Type.Integer(), Type.Null()]);
