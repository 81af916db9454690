import type { Feature } from '../../deps.ts';
import { DictDataService } from './dict-data.service.ts';
import { dictDataRoutes } from './dict-data.routes.ts';
import { dictData, dictType } from './dict.schema.ts';

export const dictFeature: Feature = {
  name: 'dict',
  routes: (deps) => dictDataRoutes(new DictDataService(deps.db, deps.catalogue)),
  tables: [dictType, dictData],
};
