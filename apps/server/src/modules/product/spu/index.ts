/** The product (SPU) feature's door: what the categories and brands ask before deleting one. */
export { isBrandUsedBySpu, isCategoryUsedBySpu } from './spu-users.ts';
