/** The refund feature's door. The service itself is `payRefunds` in the deps. */
export type { PayRefundCreate } from './pay-refund.service.ts';
export { PayRefundService } from './pay-refund.service.ts';
