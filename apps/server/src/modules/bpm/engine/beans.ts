/**
 * The names a diagram may call from a listener or a service task: `${name}` (delegate
 * expression), `${name.method(...)}` (expression) or a class whose simple name, with a lower-case
 * first letter, is one of these (Spring's default bean name, so `com.x.BpmTaskAutoApprove`
 * names `bpmTaskAutoApprove`). The runtime implements each; deploy refuses any other name.
 * Each call is one step of the command's budget (budget.ts), so a loop through listeners ends too.
 */
export const BEAN_NAMES = {
  /** Approves the task the listener runs for (a timeout listener's usual job). */
  taskAutoApprove: 'bpmTaskAutoApprove',
  /** Rejects the task, which ends the process as 不通过. */
  taskAutoReject: 'bpmTaskAutoReject',
  /** Sends the task's assignee an in-site reminder. */
  taskRemind: 'bpmTaskRemind',
  /** Does nothing: a placeholder a modeller can wire while a real bean is being written. */
  noop: 'bpmNoop',
} as const;

export type BeanName = (typeof BEAN_NAMES)[keyof typeof BEAN_NAMES];
const known = new Set<string>(Object.values(BEAN_NAMES));
/** Beans the features declared (platform/workflow-beans.ts), by name. */
const declared = new Set<string>();

/** Adds the features' beans to the names a diagram may call (at the server's start, before any deploy). */
export function declareBeanNames(names: Iterable<string>): void {
  for (const name of names) declared.add(name);
}

export const isBeanName = (name: string): boolean => known.has(name) || declared.has(name);

/** `com.example.BpmTaskAutoApprove` → `bpmTaskAutoApprove`. */
export function beanNameOfClass(className: string): string {
  const simple = className.slice(className.lastIndexOf('.') + 1);
  return simple.charAt(0).toLowerCase() + simple.slice(1);
}
