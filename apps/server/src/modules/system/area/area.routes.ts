/** Routes of areaApi: the area tree and the area of an IP address, both from data in memory. */
import { areaApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import { areaTree } from './area-tree.ts';
import { areaNameOfIp } from './ip-area.ts';

export function areaRoutes(): RouteDef[] {
  return [route(areaApi.tree, () => areaTree()), route(areaApi.getByIp, ({ query }) => areaNameOfIp(query.ip))];
}
