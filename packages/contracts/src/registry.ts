/**
 * Every endpoint of the product, in one list composed from the areas': the server registers
 * exactly these.
 */
import type { Endpoint } from './endpoint.ts';
// System first: the other areas' contracts build on its shared fields.
import { systemApiGroups } from './system/index.ts';
import { infraApiGroups } from './infra/index.ts';
import { bpmApiGroups } from './bpm/index.ts';
import { memberApiGroups } from './member/index.ts';
import { productApiGroups } from './product/index.ts';
import { promotionApiGroups } from './promotion/index.ts';
import { marketApiGroups } from './market/index.ts';
import { payApiGroups } from './pay/index.ts';
import { tradeApiGroups } from './trade/index.ts';

/** One line per area: an area lists its screens' groups in its `<area>/index.ts`. */
export const apiGroups = {
  ...systemApiGroups,
  ...infraApiGroups,
  ...bpmApiGroups,
  ...memberApiGroups,
  ...productApiGroups,
  ...promotionApiGroups,
  ...marketApiGroups,
  ...payApiGroups,
  ...tradeApiGroups,
} as const;

/** Each area's groups, for the check that no two areas declare the same group name. */
export const areaApiGroups: Readonly<Record<string, Readonly<Record<string, object>>>> = {
  system: systemApiGroups,
  infra: infraApiGroups,
  bpm: bpmApiGroups,
  member: memberApiGroups,
  product: productApiGroups,
  promotion: promotionApiGroups,
  market: marketApiGroups,
  pay: payApiGroups,
  trade: tradeApiGroups,
};

export const allEndpoints: Endpoint[] = Object.values(apiGroups).flatMap(
  (group) => Object.values(group) as Endpoint[],
);

/**
 * The permissions of the platform's catalogues (`Endpoint.platform`): only the system tenant's
 * users exercise them. The server keeps them out of other tenants' packages and grants; the web
 * hides what they guard, since a tenant's grant never holds them.
 */
export const platformPermissions: ReadonlySet<string> = new Set(
  allEndpoints.flatMap((e) => (e.platform && 'permission' in e.access ? [e.access.permission] : [])),
);
