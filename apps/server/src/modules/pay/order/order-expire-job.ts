/**
 * 支付订单的过期关闭 on 定时任务: a built-in job every minute closes the waiting pay orders past
 * their expiry (asking a channel first whether an attempt was paid after all). A closed order is
 * claimed under its row lock, so several instances running the job close each order once.
 */
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';

export const payOrderExpireJob: JobHandlerDef<ModuleDeps> = {
  name: 'payOrderExpireJob',
  description: '支付订单的过期关闭：关闭已过期仍未支付的支付单',
  builtIn: { name: '支付订单的过期关闭', cron: '0 * * * * ?' },
  run: async ({ payOrders }) => `关闭了 ${await payOrders.expire()} 个过期的支付单`,
};
