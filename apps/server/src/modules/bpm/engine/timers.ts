/**
 * When a timeout listener fires, from its BPMN timer: a date (ISO 8601 date-time), a duration
 * (`PT30M`, `P1DT2H`) or a cycle (`R3/PT10M`: three times, ten minutes apart; `R/PT1H`: while
 * the task is open). Months are 30 days and years 365, as a reminder needs no calendar.
 */
import type { Listener } from './graph.ts';

const DURATION = /^P(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;
const UNIT_MS = [365 * 86_400_000, 30 * 86_400_000, 7 * 86_400_000, 86_400_000, 3_600_000, 60_000, 1000];
/** A repeating timer faster than this would flood the instance with work. */
export const MIN_CYCLE_MS = 60_000;

export function durationMs(text: string): number | null {
  const m = DURATION.exec(text.trim());
  if (!m || text.trim() === 'P' || text.trim().endsWith('T')) return null;
  return m.slice(1).reduce((sum, v, i) => sum + (v ? Number(v) * UNIT_MS[i]! : 0), 0);
}

export interface TimerPlan {
  due: number;
  intervalMs: number | null;
  /** Firings left after this one (null: unbounded). */
  repeatsLeft: number | null;
}

export function planTimer(timer: NonNullable<Listener['timer']>, now: number): TimerPlan | null {
  if (timer.type === 'date') {
    const due = Date.parse(timer.value);
    return Number.isNaN(due) ? null : { due, intervalMs: null, repeatsLeft: 0 };
  }
  if (timer.type === 'duration') {
    const ms = durationMs(timer.value);
    return ms === null ? null : { due: now + ms, intervalMs: null, repeatsLeft: 0 };
  }
  const m = /^R(\d*)\/(.+)$/.exec(timer.value.trim());
  const ms = m ? durationMs(m[2]!) : null;
  if (!m || ms === null || ms < MIN_CYCLE_MS) return null;
  const times = m[1] === '' ? null : Number(m[1]);
  if (times === 0) return null;
  return { due: now + ms, intervalMs: ms, repeatsLeft: times === null ? null : times - 1 };
}

/**
 * Deploy-time check of a timer's text; the reason in Chinese, or null. An event's timer may be an
 * expression (`${dueDate}`), read when the event is armed.
 */
export function timerProblem(timer: NonNullable<Listener['timer']>, allowExpression = false): string | null {
  if (allowExpression && /[$#]\{/.test(timer.value)) return null;
  return planTimer(timer, 0) ? null : `定时器配置 ${timer.value} 无法识别（${timer.type === 'cycle' ? `如 R3/PT10M，间隔不少于 ${MIN_CYCLE_MS / 60_000} 分钟` : timer.type === 'date' ? '如 2026-12-01T09:00:00+08:00' : '如 PT1H、P1D'}）`;
}
