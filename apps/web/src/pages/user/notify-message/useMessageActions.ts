/**
 * Marking my messages read. Afterwards the list reloads and the navbar bell's count is asked
 * again, so both show what the server now holds.
 */
import { useState } from 'react';
import { notifyMessageApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { refreshUnreadCount } from '../../../layout/notify/unreadCountStore';

export function useMessageActions() {
  const confirmed = useConfirmedAction();
  const [pending, setPending] = useState(false);

  const mark = async (run: () => Promise<unknown>, success: string | undefined) => {
    setPending(true);
    const done = await confirmed({ run, success, reloads: notifyMessageApi.myPage });
    if (done) await refreshUnreadCount();
    setPending(false);
    return done;
  };

  return {
    /** `quiet`: opening a message's details reads it, which needs no toast. */
    markRead: (ids: number[], quiet = false) =>
      // update-read takes one `ids` per message: ids=1&ids=2.
      mark(() => callApi(notifyMessageApi.updateRead, { query: { ids }, arrayFormat: 'repeat' }), quiet ? undefined : '标记已读成功'),
    markAllRead: () => mark(() => callApi(notifyMessageApi.updateAllRead), '全部已读成功'),
    pending,
  };
}
