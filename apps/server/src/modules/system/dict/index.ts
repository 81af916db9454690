/**
 * The dict feature's door: what other features may use of it. Its tables and its other files
 * are its own (docs/architecture.md, "Features and their doors").
 */
export { DictDataService } from './dict-data.service.ts';
export { type CatalogueDictionary, correctDictDataRemark, correctDictTypeRemark, insertMissingDictionaries, renameDictType } from './dict-catalogue.ts';
