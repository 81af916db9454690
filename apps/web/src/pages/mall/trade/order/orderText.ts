/** How the order screens write amounts: integer cents as `￥12.34`, as the reference does. */
import { yuan } from '../../../../crud/fromResource';

export const yuanText = (cents: number) => `￥${yuan(cents)}`;
