import { dictDataApi } from '@tenon/contracts';
import { route, type RouteDef } from '../../../platform/route.ts';
import type { DictDataService } from './dict-data.service.ts';

export function dictDataRoutes(dictData: DictDataService): RouteDef[] {
  return [route(dictDataApi.listAllSimple, () => dictData.listAllSimple())];
}
