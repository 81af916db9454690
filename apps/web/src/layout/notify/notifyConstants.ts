/** The unread count is polled every 120000 ms; the popover is 600 wide (docs/console.md, "Notifications"). */
export const UNREAD_POLL_MS = 120_000;
export const NOTIFY_POPOVER_WIDTH = 600;
/** How many unread messages the popover lists (the endpoint's default). */
export const UNREAD_LIST_SIZE = 10;
/** The full list of the user's messages (route name MyNotifyMessage). */
export const MY_NOTIFY_MESSAGE_PATH = '/user/notify-message';
