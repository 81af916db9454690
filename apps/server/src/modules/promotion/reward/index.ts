/** The full-reduction feature's door: the activity the price calculator applies. */
export { rewardActivityAt } from './reward-at.ts';
