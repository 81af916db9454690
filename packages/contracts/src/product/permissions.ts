/** The product area's permissions, by screen: `product:<entity>:<action>` (composed into `Permissions.product`). */
import { crud, type PermissionTable } from '../area-kit.ts';

export const productPermissions = {
  category: crud('product:category'),
  brand: crud('product:brand'),
  // The property values' calls check these too, as the reference's do (its seed has no value buttons).
  property: crud('product:property'),
  spu: crud('product:spu'),
} as const satisfies PermissionTable;
