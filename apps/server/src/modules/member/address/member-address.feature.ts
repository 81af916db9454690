import { routesNeeding, type Feature } from '../../deps.ts';
import { seedDemoAddresses } from './member-address.demo.ts';
import { memberAddressRoutes } from './member-address.routes.ts';
import { memberAddress } from './member-address.schema.ts';

/** 用户收件地址 (the app surface's `member/address/*`): a member's own addresses; `index.ts` hands one to the orders. */
export const memberAddressFeature: Feature = {
  name: 'address',
  tables: [memberAddress],
  ...routesNeeding(['db'], memberAddressRoutes),
  demo: seedDemoAddresses,
};
