/**
 * A notify URL that is a path of this server's own API (`/tri-real-api/…`: the demo app's, the
 * shop's) is posted to this server itself, on loopback at its own port; every other URL goes
 * through the outbound policy. So the demo works on any host name, and an administrator's URL
 * can never reach loopback by being written as a path.
 */
import type { GuardedFetch } from '../../platform/outbound-policy.ts';

export const OWN_API_PREFIX = '/tri-real-api/';

export function withOwnApi(port: number, guarded: GuardedFetch): GuardedFetch {
  return (url, init) => {
    const text = String(url);
    if (!text.startsWith(OWN_API_PREFIX)) return guarded(url, init);
    return fetch(`http://127.0.0.1:${port}${text}`, { ...init, redirect: 'manual' } as RequestInit);
  };
}
