/**
 * 地区管理 (`/system/area`): China's administrative areas (province → city → district, ids are
 * the national division codes, e.g. 440000 广东省 → 440300 深圳市 → 440305 南山区) and the
 * area of an IP address. Read-only: the data ships with the server.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';
import { Permissions } from '../permissions.ts';

const District = Type.Object({ id: Type.Integer(), name: Type.String() });
const City = Type.Object({ id: Type.Integer(), name: Type.String(), children: Type.Array(District) });
const Province = Type.Object({ id: Type.Integer(), name: Type.String(), children: Type.Array(City) });
/** A node at any level: districts have no `children`. */
export interface AreaNode {
  id: number;
  name: string;
  children?: AreaNode[];
}

export const areaApi = apiGroup('地区管理', {
  tree: endpoint({
    method: 'GET',
    // Address pickers of other screens read it too, so any signed-in user may.
    path: '/system/area/tree',
    access: { login: true },
    summary: '获得地区树（省、市、区县）',
    response: Type.Array(Province),
  }),
  getByIp: endpoint({
    method: 'GET',
    path: '/system/area/get-by-ip',
    access: { permission: Permissions.system.area.query },
    summary: '获得 IP 对应的地区名',
    query: Type.Object({ ip: Type.String({ minLength: 1, maxLength: 64, title: 'IP' }) }),
    response: Type.String(),
  }),
});
