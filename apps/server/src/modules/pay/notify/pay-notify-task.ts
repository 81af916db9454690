/**
 * Creating a merchant notification: the pay order or refund service calls this inside the
 * transaction that marks the order paid or the refund done, so the task exists exactly when the
 * result does (a rollback takes both). A channel may tell us the same result twice: the unique
 * index (tenant, type, data id) makes the second call a no-op rather than a second notification.
 * The first attempt is the notifier's (`payNotifier.kick()` after the caller's commit).
 */
import { NOTIFY_MAX_TIMES, PayNotifyStatus, type PayNotifyType } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { payNotifyTask } from './pay-notify.schema.ts';

export interface NewPayNotifyTask {
  type: (typeof PayNotifyType)[keyof typeof PayNotifyType];
  /** The pay order's id (type 1) or the refund's (type 2). */
  dataId: number;
  appId: number;
  merchantOrderId: string;
  merchantRefundId?: string;
  /** The app's order or refund notify URL, as it was when the order was made. */
  notifyUrl: string;
}

export async function createPayNotifyTask(tx: Tx, scope: TenantScope, task: NewPayNotifyTask, now = Date.now()): Promise<void> {
  await tx
    .insert(payNotifyTask)
    .values({
      tenantId: scope.tenantId,
      type: task.type,
      dataId: task.dataId,
      appId: task.appId,
      merchantOrderId: task.merchantOrderId,
      merchantRefundId: task.merchantRefundId ?? '',
      notifyUrl: task.notifyUrl,
      status: PayNotifyStatus.WAITING,
      nextNotifyTime: now,
      notifyTimes: 0,
      maxNotifyTimes: NOTIFY_MAX_TIMES,
      createTime: now,
      updateTime: now,
    })
    // The same tenant's same order or refund (the unique index): already being notified.
    .onConflictDoNothing();
}
