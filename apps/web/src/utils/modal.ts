/**
 * The generic dialogs (docs/console.md, "Requests and errors"): titled 系统提示, buttons 确定 / 取消. They go through the
 * feedback bridge of the request client, so they follow the app's theme and locale.
 */
import { confirm } from '../api/feedback';

export const SYSTEM_PROMPT_TITLE = '系统提示';

/** Asks before an action; resolves true on 确定, false on 取消 or close. */
export function confirmAction(content: string, title = SYSTEM_PROMPT_TITLE): Promise<boolean> {
  return confirm({ title, content, okText: '确定', cancelText: '取消' });
}
