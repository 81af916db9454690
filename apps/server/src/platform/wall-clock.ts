/**
 * A moment a client sent as a wall-clock text (`yyyy-MM-dd HH:mm:ss`, the reference's Vue 2 date
 * pickers with `value-format="yyyy-MM-dd HH:mm:ss"`) read in the product's time zone, or as epoch
 * milliseconds (our own screens, and the pickers with `value-format="timestamp"`): epoch ms either way.
 */
import { dateTimeText } from './export-cells.ts';

/** The instant the text names on the zone's clock; for a time skipped or repeated by a clock change, the earlier reading. */
export function epochOfWallClock(text: string, timeZone: string): number {
  const asUtc = Date.parse(`${text.replace(' ', 'T')}Z`);
  // The zone's offset near that instant, applied twice so a change of offset in between is met.
  const offsetAt = (ms: number) => Date.parse(`${dateTimeText(ms, timeZone).replace(' ', 'T')}Z`) - ms;
  const first = asUtc - offsetAt(asUtc);
  return asUtc - offsetAt(first);
}

/** A `Moment` field's value as epoch ms (undefined stays undefined). */
export function momentMs(value: number | string | undefined | null, timeZone: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'number' ? value : epochOfWallClock(value, timeZone);
}
