/**
 * The member area: the shoppers' accounts and the app surface (`/tri-real-api/app-api`), with
 * tokens of their own that the console's API never accepts, nor this API the console's. No
 * console screens yet (they come with the orders). A new feature is its folder plus one line here.
 */
import type { ServerArea } from '../deps.ts';
import { memberAddressFeature } from './address/member-address.feature.ts';
import { memberAuthFeature } from './auth/member-auth.feature.ts';
import { memberUserFeature } from './user/member-user.feature.ts';

export const memberArea: ServerArea = {
  name: 'member',
  features: [memberUserFeature, memberAuthFeature, memberAddressFeature],
};
