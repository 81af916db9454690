/** 任务监听器: the `camunda:TaskListener`s of a user task, each with its ID, and a timer on 超时. */
import type { SectionProps } from '../shared/types';
import ListenerList from './ListenerList';

export default function TaskListeners(props: SectionProps) {
  return <ListenerList kind="task" {...props} />;
}
