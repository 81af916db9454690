/**
 * Every server area, once. This list feeds the app's routes (app.ts), the built-in menu rows
 * (the catalogue sync), the schema (each area's `*.schema.ts` files; `areas.test.ts` checks they
 * are the tables declared here) and the security walks. A new area is its folder plus one line.
 */
import { bpmArea } from './modules/bpm/area.ts';
import { infraArea } from './modules/infra/area.ts';
import { systemArea } from './modules/system/area.ts';
import { memberArea } from './modules/member/area.ts';
import { productArea } from './modules/product/area.ts';
import { promotionArea } from './modules/promotion/area.ts';
import { payArea } from './modules/pay/area.ts';
import { tradeArea } from './modules/trade/area.ts';
import type { ServerArea } from './modules/deps.ts';

export const areas: readonly ServerArea[] = [systemArea, infraArea, bpmArea, memberArea, productArea, promotionArea, payArea, tradeArea];
