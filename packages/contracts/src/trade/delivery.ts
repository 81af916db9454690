/**
 * 快递公司 as the order's delivery dialog picks one (`/trade/delivery/express/list-all-simple`):
 * the tenant's enabled companies, by sort. Their screen (物流公司) comes with the delivery area.
 */
import Type from 'typebox';
import { apiGroup, endpoint } from '../endpoint.ts';

export const DeliveryExpressSimpleResp = Type.Object({ id: Type.Integer(), name: Type.String() });

export const deliveryExpressApi = apiGroup('快递公司', {
  listAllSimple: endpoint({
    method: 'GET',
    path: '/trade/delivery/express/list-all-simple',
    access: { login: true },
    summary: '获得启用的快递公司精简列表（发货时选择）',
    response: Type.Array(DeliveryExpressSimpleResp),
  }),
});
