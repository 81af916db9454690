/** The property feature's door: properties with their values, which the products' SKUs combine. */
export { propertiesWithValues } from './property-values.ts';
