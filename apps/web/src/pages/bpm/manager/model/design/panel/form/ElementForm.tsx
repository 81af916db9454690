/** 表单 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function ElementForm(_props: SectionProps) {
  return null;
}
