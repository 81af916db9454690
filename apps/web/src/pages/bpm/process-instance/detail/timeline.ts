/**
 * Which tasks the 审批记录 shows and in what order (the reference's detail.vue): cancelled ones
 * (result 4, e.g. the other branches of a rejected instance) are left out; unfinished first,
 * then the latest finished, then the latest created.
 */
import { BpmResult, type BpmInstanceTask } from '@tenon/contracts';

type Sortable = Pick<BpmInstanceTask, 'result' | 'endTime' | 'createTime'>;

export function timelineTasks<T extends Sortable>(tasks: readonly T[]): T[] {
  return tasks
    .filter((t) => t.result !== BpmResult.CANCEL)
    .sort((a, b) => {
      if (!a.endTime !== !b.endTime) return a.endTime ? 1 : -1;
      if (a.endTime && b.endTime && a.endTime !== b.endTime) return b.endTime - a.endTime;
      return b.createTime - a.createTime;
    });
}

/** The timeline dot's colour by task result: the reference's success/danger/info/warning/primary. */
export function resultColor(result: number): string {
  switch (result) {
    case BpmResult.APPROVE:
      return 'green';
    case BpmResult.REJECT:
      return 'red';
    case BpmResult.CANCEL:
      return 'gray';
    case BpmResult.BACK:
      return 'orange';
    default:
      return 'blue';
  }
}

/** The tasks waiting for this user: running (1) or delegated to them (6), signers' tasks included. */
export function myRunningTasks(tasks: readonly BpmInstanceTask[], userId: number | undefined): BpmInstanceTask[] {
  if (userId === undefined) return [];
  const all = tasks.flatMap((t) => [t, ...t.children.map((c) => ({ ...c, children: [] }))]);
  return all.filter((t) => (t.result === BpmResult.PROCESS || t.result === BpmResult.DELEGATE) && t.assigneeUser?.id === userId);
}
