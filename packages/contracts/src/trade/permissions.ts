/**
 * The trade area's permissions, by screen: the reference's strings (composed into
 * `Permissions.trade`). The after-sale ones are declared for the 售后 screen that comes next.
 */
import type { PermissionTable } from '../area-kit.ts';

export const tradePermissions = {
  order: { query: 'trade:order:query', update: 'trade:order:update' },
  afterSale: {
    query: 'trade:after-sale:query',
    agree: 'trade:after-sale:agree',
    disagree: 'trade:after-sale:disagree',
    receive: 'trade:after-sale:receive',
    refund: 'trade:after-sale:refund',
  },
} as const satisfies PermissionTable;
