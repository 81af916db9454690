/** 扩展属性 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function ExtensionProperties(_props: SectionProps) {
  return null;
}
