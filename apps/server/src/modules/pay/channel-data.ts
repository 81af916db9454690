/** A channel's answer or notification as the detail pages show it (支付通道异步回调内容): text as received, anything else as JSON, cut to the column. */
export const channelDataText = (raw: unknown): string => (typeof raw === 'string' ? raw : JSON.stringify(raw ?? null)).slice(0, 65_535);
