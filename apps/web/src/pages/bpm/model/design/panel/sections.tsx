/**
 * The panel's sections, in the order they show, and which elements each applies to
 * (docs/process-designer.md, "The side panel").
 */
import type { ComponentType, ReactNode } from 'react';
import {
  ApiOutlined,
  BranchesOutlined,
  ClusterOutlined,
  FileTextOutlined,
  FormOutlined,
  InfoCircleOutlined,
  MessageOutlined,
  NotificationOutlined,
  PlusSquareOutlined,
  ScheduleOutlined,
  SoundOutlined,
  ThunderboltOutlined,
} from '@ant-design/icons';
import type { BpmnElement } from './useSelectedElement';
import type { SectionProps } from './shared/types';
import ElementBaseInfo from './ElementBaseInfo';
import SignalAndMessage from './signalMessage/SignalAndMessage';
import TaskConfig from './task/TaskConfig';
import EventConfig from './event/EventConfig';
import { hasEventSettings } from './event/eventModel';
import CallActivityConfig from './callActivity/CallActivityConfig';
import MultiInstance from './multiInstance/MultiInstance';
import FlowCondition from './flowCondition/FlowCondition';
import ElementForm from './form/ElementForm';
import ExecutionListeners from './listeners/ExecutionListeners';
import TaskListeners from './listeners/TaskListeners';
import ExtensionProperties from './properties/ExtensionProperties';
import Documentation from './other/Documentation';

export interface PanelSection {
  key: string;
  label: string;
  icon: ReactNode;
  appliesTo(element: BpmnElement): boolean;
  Component: ComponentType<SectionProps>;
}

export const BASE_SECTION = 'base';

const type = (element: BpmnElement) => element.type;
const isTask = (element: BpmnElement) => /Task$/.test(type(element)) || type(element) === 'bpmn:CallActivity';
// Messages and signals are declared diagram-wide, so they are edited from the root.
const isRoot = (element: BpmnElement) => ['bpmn:Process', 'bpmn:Collaboration'].includes(type(element));

/** A condition makes no sense on a flow leaving a start event: it always runs. */
function isConditionalFlow(element: BpmnElement): boolean {
  if (type(element) !== 'bpmn:SequenceFlow') return false;
  const source = (element.businessObject as { sourceRef?: { $type: string } }).sourceRef;
  return Boolean(source) && source?.$type !== 'bpmn:StartEvent';
}

export const PANEL_SECTIONS: PanelSection[] = [
  { key: BASE_SECTION, label: '常规', icon: <InfoCircleOutlined />, appliesTo: () => true, Component: ElementBaseInfo },
  { key: 'message', label: '消息与信号', icon: <MessageOutlined />, appliesTo: isRoot, Component: SignalAndMessage },
  {
    key: 'task',
    label: '任务配置',
    icon: <ScheduleOutlined />,
    appliesTo: (e) => ['bpmn:UserTask', 'bpmn:ScriptTask', 'bpmn:ReceiveTask'].includes(type(e)),
    Component: TaskConfig,
  },
  { key: 'event', label: '事件', icon: <ThunderboltOutlined />, appliesTo: hasEventSettings, Component: EventConfig },
  {
    key: 'callActivity',
    label: '调用活动',
    icon: <ApiOutlined />,
    appliesTo: (e) => type(e) === 'bpmn:CallActivity',
    Component: CallActivityConfig,
  },
  { key: 'multiInstance', label: '多实例', icon: <ClusterOutlined />, appliesTo: isTask, Component: MultiInstance },
  { key: 'condition', label: '流转条件', icon: <BranchesOutlined />, appliesTo: isConditionalFlow, Component: FlowCondition },
  {
    key: 'form',
    label: '表单',
    icon: <FormOutlined />,
    appliesTo: (e) => ['bpmn:UserTask', 'bpmn:StartEvent'].includes(type(e)),
    Component: ElementForm,
  },
  { key: 'listeners', label: '执行监听器', icon: <SoundOutlined />, appliesTo: () => true, Component: ExecutionListeners },
  {
    key: 'taskListeners',
    label: '任务监听器',
    icon: <NotificationOutlined />,
    appliesTo: (e) => type(e) === 'bpmn:UserTask',
    Component: TaskListeners,
  },
  { key: 'extensions', label: '扩展属性', icon: <PlusSquareOutlined />, appliesTo: () => true, Component: ExtensionProperties },
  { key: 'other', label: '其他', icon: <FileTextOutlined />, appliesTo: () => true, Component: Documentation },
];
