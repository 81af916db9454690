/** 任务配置 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function TaskConfig(_props: SectionProps) {
  return null;
}
