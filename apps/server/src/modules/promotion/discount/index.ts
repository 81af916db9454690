/** The discount feature's door: the running discounts the price calculator applies. */
export { discountOffersAt } from './discount-offers.ts';
