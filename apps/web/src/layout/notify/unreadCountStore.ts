/**
 * The signed-in user's unread in-site message count, shared by the navbar bell and the
 * MyNotifyMessage page (marking messages read there updates the bell at once).
 */
import { create } from 'zustand';
import { notifyMessageApi } from '@tenon/contracts';
import { callApi } from '../../api/callApi';

interface UnreadCountState {
  count: number;
  /** Bumped by every change, so an answer to an older question can tell it is stale. */
  revision: number;
  setCount: (count: number) => void;
}

export const useUnreadCountStore = create<UnreadCountState>()((set) => ({
  count: 0,
  revision: 0,
  setCount: (count) => set((state) => ({ count, revision: state.revision + 1 })),
}));

/**
 * Asks the server for the count; never rejects. Quiet on failure: it runs in the background, and a session
 * that cannot be renewed still raises the re-login dialog through the request client.
 * An answer is dropped when the count changed while it was on its way (a push from the live
 * stream, or marking read on MyNotifyMessage): it was counted before that change, and keeping
 * it would show a red dot for messages already read until the next poll, two minutes later.
 */
export async function refreshUnreadCount(): Promise<void> {
  const asked = useUnreadCountStore.getState().revision;
  try {
    const count = await callApi(notifyMessageApi.getUnreadCount, { showError: false });
    const store = useUnreadCountStore.getState();
    if (store.revision === asked) store.setCount(count);
  } catch {
    // Keep the last known count; the next poll or push corrects it.
  }
}
