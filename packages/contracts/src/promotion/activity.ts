/** What the activities' contracts (限时折扣, 满减送, 秒杀) share: their close call. */
import Type from 'typebox';
import { endpoint } from '../endpoint.ts';
import { IdQuery } from '../common.ts';
import type { Permission } from '../permissions.ts';

/** PUT `<base>/close?id=`: refused once closed or ended (the server's `activity-lifecycle.ts`). */
export const activityClose = <const P extends Permission>(base: string, noun: string, permission: P) =>
  endpoint({
    method: 'PUT',
    path: `${base}/close`,
    access: { permission },
    summary: `关闭${noun}`,
    query: IdQuery,
    response: Type.Boolean(),
  });
