/**
 * The notify feature's door. The pay order and refund services call `createPayNotifyTask` inside
 * the transaction that records a payment or refund, then `payNotifier.kick()` (a service, in
 * their deps) once it committed, so the merchant hears at once rather than at the next job run.
 */
export { createPayNotifyTask, type NewPayNotifyTask } from './pay-notify-task.ts';
export type { PayNotifier } from './pay-notifier.ts';
