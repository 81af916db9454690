/**
 * Permission strings, `area:entity:action`, each declared once in its area's `<area>/permissions.ts`
 * and imported from here by the endpoint table, the menu seed and the web's `<Can>`. The server is
 * the authority; the web only hides.
 */
import { bpmPermissions } from './bpm/permissions.ts';
import { infraPermissions } from './infra/permissions.ts';
import { productPermissions } from './product/permissions.ts';
import { promotionPermissions } from './promotion/permissions.ts';
import { marketPermissions } from './market/permissions.ts';
import { payPermissions } from './pay/permissions.ts';
import { tradePermissions } from './trade/permissions.ts';
import { systemPermissions } from './system/permissions.ts';

/** One line per area: each area declares its screens' permissions in `<area>/permissions.ts`. */
export const Permissions = {
  system: systemPermissions,
  infra: infraPermissions,
  bpm: bpmPermissions,
  product: productPermissions,
  promotion: promotionPermissions,
  market: marketPermissions,
  pay: payPermissions,
  trade: tradePermissions,
} as const;

type LeafValues<T> = T extends string ? T : { [K in keyof T]: LeafValues<T[K]> }[keyof T];
/** Every permission string of the product: a misspelt permission does not compile. */
export type Permission = LeafValues<typeof Permissions>;

/** The role code that holds every permission on the server. */
export const SUPER_ADMIN_ROLE = 'super_admin';
/** The role created with each tenant, holding its package's menus. */
export const TENANT_ADMIN_ROLE = 'tenant_admin';
