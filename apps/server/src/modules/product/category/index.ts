/** The category feature's door: the products' check of the category they are filed under, and the demo's look-up by name. */
export { categoryIdNamed, requireProductCategory } from './category-usable.ts';
export { enabledCategories } from './category-enabled.ts';
