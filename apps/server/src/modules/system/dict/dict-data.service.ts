import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { CatalogueKeys, type CatalogueCache } from '../../../platform/catalogue-cache.ts';
import { dictData, dictType } from './dict.schema.ts';

export class DictDataService {
  constructor(
    private readonly db: Db,
    private readonly cache: CatalogueCache,
  ) {}

  /** Enabled data of enabled types, ordered by type then sort: the web's dictionary preload. */
  listAllSimple() {
    return this.cache.get(CatalogueKeys.DICT_DATA, () => this.loadAllSimple());
  }

  private loadAllSimple() {
    return this.db
      .select({
        dictType: dictData.dictType,
        value: dictData.value,
        label: dictData.label,
        colorType: dictData.colorType,
        cssClass: dictData.cssClass,
      })
      .from(dictData)
      .innerJoin(dictType, eq(dictType.type, dictData.dictType))
      .where(and(eq(dictData.status, 0), eq(dictType.status, 0)))
      .orderBy(asc(dictData.dictType), asc(dictData.sort), asc(dictData.id));
  }
}
