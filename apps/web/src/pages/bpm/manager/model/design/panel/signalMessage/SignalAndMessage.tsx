/** 消息与信号 — being built (issue 5). */
import type { SectionProps } from '../shared/types';

export default function SignalAndMessage(_props: SectionProps) {
  return null;
}
