/**
 * The signed-in user's unread in-site message count, shared by the navbar bell and the
 * MyNotifyMessage page (marking messages read there updates the bell at once).
 */
import { create } from 'zustand';
import { notifyMessageApi } from '@tenon/contracts';
import { callApi } from '../../api/callApi';

interface UnreadCountState {
  count: number;
  setCount: (count: number) => void;
}

export const useUnreadCountStore = create<UnreadCountState>()((set) => ({
  count: 0,
  setCount: (count) => set({ count }),
}));

/**
 * Asks the server for the count; never rejects. Quiet on failure: it runs in the background, and a session
 * that cannot be renewed still raises the re-login dialog through the request client.
 */
export async function refreshUnreadCount(): Promise<void> {
  try {
    useUnreadCountStore.getState().setCount(await callApi(notifyMessageApi.getUnreadCount, { showError: false }));
  } catch {
    // Keep the last known count; the next poll or push corrects it.
  }
}
