/** Schema pieces shared by many endpoints. Titles are the Chinese field names used in messages. */
import Type, { type TSchema } from 'typebox';

export const Id = (title = '编号') => Type.Integer({ minimum: 1, title });

export const IdQuery = Type.Object({ id: Id() });

export const PageParam = {
  pageNo: Type.Optional(Type.Integer({ minimum: 1, default: 1, title: '页码' })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, title: '每页条数' })),
};

export const PageResult = <T extends TSchema>(item: T) =>
  Type.Object({ list: Type.Array(item), total: Type.Integer() });

/** `status` of every enable/disable flag: 0 enabled, 1 disabled (dictionary common_status). */
export const CommonStatus = { ENABLE: 0, DISABLE: 1 } as const;
