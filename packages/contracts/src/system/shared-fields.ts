/** Field schemas reused across the system area's forms, with their Chinese titles. */
import Type from 'typebox';
import { MAX_ID } from '../common.ts';

/** Mainland mobile numbers, optionally with +86 / 0086 (the server stores the 11 digits). */
export const MOBILE_PATTERN = '^(?:(?:\\+|00)86)?1[3-9]\\d{9}$';

export const Status = (title = '状态') => Type.Integer({ minimum: 0, maximum: 1, title });
export const Sort = (title = '显示顺序') => Type.Integer({ minimum: 0, maximum: 999_999, title });
export const Remark = () => Type.String({ maxLength: 500, title: '备注' });
export const OptionalText = (title: string, maxLength: number) => Type.Optional(Type.String({ maxLength, title }));
export const Email = () =>
  Type.Union([Type.Literal(''), Type.String({ maxLength: 50, format: 'email' })], { title: '邮箱' });
export const Mobile = () =>
  Type.Union([Type.Literal(''), Type.String({ maxLength: 20, pattern: MOBILE_PATTERN })], { title: '手机号码' });
export const IdList = (title: string) => Type.Array(Type.Integer({ minimum: 1, maximum: MAX_ID }), { maxItems: 5000, uniqueItems: true, title });
export const SimpleItem = Type.Object({ id: Type.Integer(), name: Type.String() });
