/** The member-address feature's door: a member's address for the orders (its table and other files are its own). */
export { memberAddressOf } from './member-address-of.ts';
