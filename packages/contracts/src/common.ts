/** Schema pieces shared by many endpoints. Titles are the Chinese field names used in messages. */
import Type, { type TSchema } from 'typebox';

/** Ids are PostgreSQL `integer`s: anything larger cannot name a row, so it is a 400, not a 500. */
export const MAX_ID = 2_147_483_647;
export const Id = (title = '编号') => Type.Integer({ minimum: 1, maximum: MAX_ID, title });

export const IdQuery = Type.Object({ id: Id() });

export const PageParam = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, default: 1, title: '页码' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, title: '每页条数' })),
};

export const PageResult = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer() });

/** `status` of every enable/disable flag: 0 enabled, 1 disabled (dictionary common_status). */
export const CommonStatus = { ENABLE: 0, DISABLE: 1 } as const;

/** A date-range filter: two `yyyy-MM-dd HH:mm:ss` strings, sent as `name[0]` and `name[1]`. */
export const DateTimeRange = (title: string) =>
  Type.Array(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$', title }), {
    minItems: 2,
    maxItems: 2,
    title,
  });

/** Epoch milliseconds, or null when the moment has not happened (e.g. never read). */
export const EpochMs = Type.Integer();
export const NullableEpochMs = Type.Union([Type.Integer(), Type.Null()]);
