/**
 * Marking my messages read. Afterwards the list reloads and the navbar bell's count is asked
 * again, so both show what the server now holds.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { notifyMessageApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { refreshUnreadCount } from '../../../layout/notify/unreadCountStore';

export const MY_MESSAGES_KEY = ['notify-message', 'my-page'] as const;

export function useMessageActions() {
  const queryClient = useQueryClient();
  const { message } = App.useApp();

  const settle = async () => {
    await Promise.all([queryClient.invalidateQueries({ queryKey: MY_MESSAGES_KEY }), refreshUnreadCount()]);
  };

  const markRead = useMutation({
    // update-read takes one `ids` per message: ids=1&ids=2 (spec 7).
    mutationFn: (ids: number[]) => callApi(notifyMessageApi.updateRead, { query: { ids }, arrayFormat: 'repeat' }),
    onSuccess: settle,
  });

  const markAllRead = useMutation({
    mutationFn: () => callApi(notifyMessageApi.updateAllRead),
    onSuccess: settle,
  });

  // A failure was already shown by the request client; callers only learn whether it worked.
  const succeeded = (run: Promise<unknown>) => run.then(() => true, () => false);

  return {
    /** `quiet`: opening a message's details reads it, which needs no toast. */
    markRead: async (ids: number[], quiet = false) => {
      const done = await succeeded(markRead.mutateAsync(ids));
      if (done && !quiet) message.success('标记已读成功');
      return done;
    },
    markAllRead: async () => {
      const done = await succeeded(markAllRead.mutateAsync());
      if (done) message.success('全部已读成功');
      return done;
    },
    pending: markRead.isPending || markAllRead.isPending,
  };
}
