/** 其他 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function Documentation(_props: SectionProps) {
  return null;
}
