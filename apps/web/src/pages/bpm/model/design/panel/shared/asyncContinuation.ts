/**
 * Camunda's async continuations (异步前 / 异步后) and their 排他 flag, on a task or on its
 * multi-instance loop. 排他 only means something while one of the two is on, so turning both
 * off also clears it (docs/process-designer.md, "Element rules"). Off values are removed rather than written as "false":
 * they are Camunda's defaults, and 排他 defaults to on.
 */
import type { ModdleElement } from './types';

export type AsyncKey = 'asyncBefore' | 'asyncAfter' | 'exclusive';

export type AsyncState = Record<AsyncKey, boolean>;

export function readAsync(target: ModdleElement): AsyncState {
  return {
    asyncBefore: Boolean(target.get('camunda:asyncBefore')),
    asyncAfter: Boolean(target.get('camunda:asyncAfter')),
    exclusive: target.get('camunda:exclusive') !== false,
  };
}

export function isAsync(state: AsyncState): boolean {
  return state.asyncBefore || state.asyncAfter;
}

/** The properties to write when the user sets `key` to `checked`; `allOff` says both asyncs end off. */
export function asyncChange(state: AsyncState, key: AsyncKey, checked: boolean): { props: Record<string, unknown>; allOff: boolean } {
  if (key === 'exclusive') return { props: { 'camunda:exclusive': checked ? undefined : false }, allOff: false };
  const next = { ...state, [key]: checked };
  const props: Record<string, unknown> = { [`camunda:${key}`]: checked || undefined };
  const allOff = !isAsync(next);
  if (allOff) props['camunda:exclusive'] = undefined;
  return { props, allOff };
}
