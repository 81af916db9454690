/** 流转条件 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function FlowCondition(_props: SectionProps) {
  return null;
}
