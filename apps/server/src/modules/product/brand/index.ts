/** The brand feature's door: the products' check of the brand they name, and the demo's look-up by name. */
export { brandIdNamed, requireProductBrand } from './brand-usable.ts';
