/** The delivery feature's door: the express companies an order is delivered by. */
export { enabledExpresses, expressById } from './express-lookup.ts';
