/** 多实例 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function MultiInstance(_props: SectionProps) {
  return null;
}
