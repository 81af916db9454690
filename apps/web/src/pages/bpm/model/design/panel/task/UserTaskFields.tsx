/**
 * The user task's Camunda attributes: 处理用户, 候选用户 and 候选分组 (comma-joined in the
 * XML, edited as tags), 到期时间, 跟踪时间, 优先级. Each accepts an expression such as
 * `${initiator}`, so they are free text.
 */
import { useId } from 'react';
import { Form, Select } from 'antd';
import type { SectionProps } from '../shared/types';
import { updateElement } from '../shared/moddle';
import { CommitInput } from '../shared/CommitInput';
import { joinList, splitList } from './commaList';

type TextAttr = 'assignee' | 'dueDate' | 'followUpDate' | 'priority';
type ListAttr = 'candidateUsers' | 'candidateGroups';

const TEXT_FIELDS: { attr: TextAttr; label: string; placeholder: string }[] = [
  { attr: 'dueDate', label: '到期时间', placeholder: '如 ${dueDate}、2025-01-31T18:00:00 或 P3D' },
  { attr: 'followUpDate', label: '跟踪时间', placeholder: '如 ${followUpDate} 或 P1D' },
  { attr: 'priority', label: '优先级', placeholder: '如 50 或 ${priority}' },
];

export default function UserTaskFields({ modeler, element }: SectionProps) {
  const bo = element.businessObject;
  const ids = { assignee: useId(), candidateUsers: useId(), candidateGroups: useId(), dueDate: useId(), followUpDate: useId(), priority: useId() };
  const text = (attr: TextAttr) => (bo[attr] as string | undefined) ?? '';
  const write = (attr: TextAttr | ListAttr, value: string | undefined) => updateElement(modeler, element, { [`camunda:${attr}`]: value || undefined });

  const list = (attr: ListAttr, label: string, placeholder: string) => (
    <Form.Item label={label} htmlFor={ids[attr]}>
      <Select
        id={ids[attr]}
        mode="tags"
        allowClear
        placeholder={placeholder}
        tokenSeparators={[',', '，']}
        suffixIcon={null}
        notFoundContent={null}
        value={splitList(bo[attr])}
        onChange={(values: string[]) => {
          const next = joinList(values);
          if (next !== joinList(splitList(bo[attr]))) write(attr, next);
        }}
      />
    </Form.Item>
  );

  return (
    <>
      <Form.Item label="处理用户" htmlFor={ids.assignee}>
        <CommitInput id={ids.assignee} value={text('assignee')} placeholder="用户编号或表达式，如 ${initiator}" onCommit={(v) => write('assignee', v)} />
      </Form.Item>
      {list('candidateUsers', '候选用户', '输入用户编号后回车')}
      {list('candidateGroups', '候选分组', '输入分组标识后回车')}
      {TEXT_FIELDS.map(({ attr, label, placeholder }) => (
        <Form.Item key={attr} label={label} htmlFor={ids[attr]}>
          <CommitInput id={ids[attr]} value={text(attr)} placeholder={placeholder} onCommit={(v) => write(attr, v)} />
        </Form.Item>
      ))}
    </>
  );
}
