/**
 * Pushing a notice (通知公告 → 推送): every enabled user of the tenant gets it as an in-site
 * message through the built-in `system-notice` template. The call answers at once with how
 * many are queued; the messages are written afterwards in batches, so a tenant of 100,000
 * users neither holds the request nor one huge transaction. Everything that can refuse (a
 * missing or closed notice, a disabled template) is checked before the answer.
 */
import { CommonStatus, ErrorCodes } from '@tenon/contracts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { Db } from '../../../db/client.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { serviceError } from '../../../platform/errors.ts';
import { enabledUserIds } from '../user/index.ts';
import type { NotifySendService } from '../notify/index.ts';
import { notice } from './notice.schema.ts';

export const NOTICE_TEMPLATE_CODE = 'system-notice';
const BATCH_SIZE = 500;

export interface QueuedPush {
  queued: number;
  /** Settles when every batch is written; rejects with the first failure. */
  done: Promise<void>;
}

export async function pushNotice(db: Db, sender: NotifySendService, scope: TenantScope, id: number): Promise<QueuedPush> {
  const row = await requireRow(scope, notice, id, ErrorCodes.NOTICE_NOT_FOUND);
  if (row.status !== CommonStatus.ENABLE) throw serviceError(ErrorCodes.NOTICE_PUSH_CLOSED);
  const prepared = await sender.prepare(NOTICE_TEMPLATE_CODE, { title: row.title, noticeId: row.id });
  const ids = await enabledUserIds(db, scope);
  const done = (async () => {
    for (let i = 0; i < ids.length; i += BATCH_SIZE) {
      // Yield between batches, so requests keep being served while a large tenant is written.
      await new Promise((resolve) => setImmediate(resolve));
      await sender.sendBatch(scope.tenantId, ids.slice(i, i + BATCH_SIZE), prepared);
    }
  })();
  return { queued: ids.length, done };
}
