/**
 * The pay area's permissions, by screen: the reference's strings (composed into
 * `Permissions.pay`). The reference guards its demo orders by login alone; ours are Tenon's own
 * strings, so only a role given 接入示例 creates and refunds them.
 */
import { crud, type PermissionTable } from '../area-kit.ts';

export const payPermissions = {
  app: crud('pay:app'),
  channel: crud('pay:channel'),
  order: { query: 'pay:order:query', export: 'pay:order:export' },
  refund: { query: 'pay:refund:query', export: 'pay:refund:export' },
  notify: { query: 'pay:notify:query' },
  demoOrder: { query: 'pay:demo-order:query', create: 'pay:demo-order:create', refund: 'pay:demo-order:refund' },
} as const satisfies PermissionTable;
