/** 执行监听器: the `camunda:ExecutionListener`s of any element (events 开始 / 结束). */
import type { SectionProps } from '../shared/types';
import ListenerList from './ListenerList';

export default function ExecutionListeners(props: SectionProps) {
  return <ListenerList kind="execution" {...props} />;
}
