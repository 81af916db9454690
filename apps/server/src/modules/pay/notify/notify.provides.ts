/**
 * The merchant notifier every pay feature kicks after committing a paid order or a settled
 * refund (`payNotifier.kick()`), and the job `支付通知 Job` runs every 5 seconds. It keeps no
 * state of its own between runs: the tasks and their leases are in the database, so any number
 * of instances may run it.
 */
import { outboundPolicy } from '../../../platform/outbound-policy.ts';
import type { Provision } from '../../../platform/provisions.ts';
import { withOwnApi } from '../own-api-fetch.ts';
import type { ModuleDeps } from '../../deps.ts';
import { PayNotifier } from './pay-notifier.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    /** Posts due merchant notifications: `kick()` after a commit that created one (pay/notify). */
    payNotifier: PayNotifier;
  }
}

export const payNotifyProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'payNotifier',
    needs: ['db', 'config'],
    build: ({ db, config }, { log }) => new PayNotifier(db, withOwnApi(config.port, outboundPolicy(config.outbound).fetch), (err) => log.error({ err }, 'pay notification run failed')),
    close: (notifier) => notifier.close(),
  },
];
