/**
 * The live channel's address and socket (docs/live-channel.md): same origin as the page,
 * `<API_BASE>/infra/ws?token=<access token>` (a browser cannot set headers on a WebSocket).
 */
import { API_BASE, LIVE_CHANNEL_PATH } from '@tenon/contracts';

export function liveChannelUrl(token: string, location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${API_BASE}${LIVE_CHANNEL_PATH}?token=${encodeURIComponent(token)}`;
}
