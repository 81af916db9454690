/**
 * The reference's pattern for a destructive or bulk action: ask in the 系统提示 dialog, call,
 * toast the success text, reload the entity's lists. A refusal from the server was already
 * shown by the request client; the caller only learns whether the action happened.
 */
import { App } from 'antd';
import type { Endpoint } from '@tenon/contracts';
import { confirmAction } from '../utils/modal';
import { useInvalidateEntity } from './usePagedList';

export interface ConfirmedAction {
  /** The question in the dialog; leave out to act without asking. */
  confirm?: string;
  run: () => Promise<unknown>;
  /** The toast after success; leave out for none. */
  success?: string;
  /** The entity whose lists reload afterwards. */
  reloads?: Endpoint;
}

export function useConfirmedAction() {
  const { message } = App.useApp();
  const invalidate = useInvalidateEntity();
  return async ({ confirm, run, success, reloads }: ConfirmedAction): Promise<boolean> => {
    if (confirm && !(await confirmAction(confirm))) return false;
    try {
      await run();
    } catch {
      return false;
    }
    if (success) message.success(success);
    if (reloads) await invalidate(reloads);
    return true;
  };
}
