/**
 * 支付通知 Job (the reference's PayNotifyJob): every 5 seconds, the merchant notifications that
 * are due, of every tenant, are posted. Each task is leased by the run that posts it, so several
 * instances running the job (or a kick after a payment) never post one attempt twice.
 */
import type { JobHandlerDef } from '../../../platform/job-handlers.ts';
import type { ModuleDeps } from '../../deps.ts';

export const payNotifyJob: JobHandlerDef<ModuleDeps> = {
  name: 'payNotifyJob',
  description: '支付通知：回调到期的支付、退款结果给接入应用的通知地址',
  builtIn: { name: '支付通知 Job', cron: '0/5 * * * * ?' },
  run: async ({ payNotifier }) => {
    const { posted, succeeded } = await payNotifier.runDue();
    return `执行支付通知 ${posted} 个，成功 ${succeeded} 个`;
  },
};
