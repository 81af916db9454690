/** Money on the providers' wire: Alipay speaks yuan with two decimals, WeChat Pay cents (ours). */

/** Cents as yuan text with two decimals (1 → "0.01", 12345 → "123.45"), without floating point. */
export function yuanText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`);
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Yuan text ("123.45", "0.1", "5") as cents; undefined when it is no amount. */
export function centsOfYuan(text: string | undefined): number | undefined {
  const m = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text?.trim() ?? '');
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
