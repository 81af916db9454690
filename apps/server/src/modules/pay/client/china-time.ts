/**
 * Times on the providers' wire are China Standard Time (UTC+8, no daylight saving), whatever the
 * product's own time zone: Alipay's `yyyy-MM-dd HH:mm:ss`, WeChat Pay v2's `yyyyMMddHHmmss` and
 * v3's RFC 3339 with `+08:00`.
 */
const CST_OFFSET_MS = 8 * 3600_000;

/** `yyyy-MM-ddTHH:mm:ss` of the instant on China's clock. */
const isoInChina = (ms: number) => new Date(ms + CST_OFFSET_MS).toISOString().slice(0, 19);

export const chinaDateTime = (ms: number) => isoInChina(ms).replace('T', ' ');
export const chinaCompact = (ms: number) => isoInChina(ms).replace(/[-T:]/g, '');
export const chinaRfc3339 = (ms: number) => `${isoInChina(ms)}+08:00`;

/**
 * Epoch ms of a provider's time: `yyyy-MM-dd HH:mm:ss` or `yyyyMMddHHmmss` (China's clock), or
 * RFC 3339 with its own offset. Undefined when blank or not a time.
 */
export function parseChinaTime(text: string | undefined | null): number | undefined {
  const t = text?.trim();
  if (!t) return undefined;
  const compact = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(t);
  const iso = compact ? `${compact[1]}-${compact[2]}-${compact[3]}T${compact[4]}:${compact[5]}:${compact[6]}+08:00`
    : /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(t) ? `${t.replace(' ', 'T')}+08:00`
    : t;
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(iso)) return undefined;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? undefined : ms;
}
