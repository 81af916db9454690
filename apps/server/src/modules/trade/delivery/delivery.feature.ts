/**
 * 快递公司 (the reference's DeliveryExpress): the tenant's express companies, for now read only by
 * the order's delivery dialog; the demo tenants start with six. Their own screen comes later.
 */
import { deliveryExpressApi } from '@tenon/contracts';
import { route } from '../../../platform/route.ts';
import { routesNeeding, type Feature } from '../../deps.ts';
import { seedExpressDemo } from './express.demo.ts';
import { enabledExpresses } from './express-lookup.ts';
import { tradeDeliveryExpress } from './trade-delivery-express.schema.ts';

export const tradeDeliveryFeature: Feature = {
  name: 'delivery',
  tables: [tradeDeliveryExpress],
  ...routesNeeding(['db'], ({ db }) => [route(deliveryExpressApi.listAllSimple, ({ ctx }) => enabledExpresses(db, ctx.scope))]),
  demo: seedExpressDemo,
};
