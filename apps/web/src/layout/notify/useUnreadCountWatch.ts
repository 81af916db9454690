/**
 * Keeps the unread count current while the bell is mounted: once at once, then the
 * 120000 ms poll (docs/console.md, "Notifications"), and the live stream on top. The stream is closed while the tab is hidden
 * (browsers allow few connections per origin, and a background tab needs no live count) and
 * reopened, with a fresh count, when it shows again. The poll stays as the fallback.
 */
import { useEffect } from 'react';
import { UNREAD_POLL_MS } from './notifyConstants';
import { refreshUnreadCount, useUnreadCountStore } from './unreadCountStore';
import { watchUnreadCount } from './unreadCountStream';

export function useUnreadCountWatch(): void {
  useEffect(() => {
    let stopStream: (() => void) | null = null;
    const startStream = () => {
      stopStream ??= watchUnreadCount({
        onCount: useUnreadCountStore.getState().setCount,
        onUnauthorized: refreshUnreadCount,
      });
    };
    const closeStream = () => {
      stopStream?.();
      stopStream = null;
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'hidden') return closeStream();
      void refreshUnreadCount();
      startStream();
    };

    void refreshUnreadCount();
    const poll = setInterval(() => void refreshUnreadCount(), UNREAD_POLL_MS);
    if (document.visibilityState !== 'hidden') startStream();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearInterval(poll);
      closeStream();
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, []);
}
