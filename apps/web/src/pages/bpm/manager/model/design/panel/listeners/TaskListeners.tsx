/** 任务监听器 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function TaskListeners(_props: SectionProps) {
  return null;
}
