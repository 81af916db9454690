/** 异步延续: 异步前, 异步后, and 排他 shown only while one of them is on. */
import { Checkbox, Space } from 'antd';
import { isAsync, type AsyncKey, type AsyncState } from './asyncContinuation';

const LABELS: Record<AsyncKey, string> = { asyncBefore: '异步前', asyncAfter: '异步后', exclusive: '排他' };

export default function AsyncCheckboxes({ value, onChange }: { value: AsyncState; onChange(key: AsyncKey, checked: boolean): void }) {
  const keys: AsyncKey[] = isAsync(value) ? ['asyncBefore', 'asyncAfter', 'exclusive'] : ['asyncBefore', 'asyncAfter'];
  return (
    <Space size={12} wrap role="group" aria-label="异步延续">
      {keys.map((key) => (
        <Checkbox key={key} checked={value[key]} onChange={(e) => onChange(key, e.target.checked)}>
          {LABELS[key]}
        </Checkbox>
      ))}
    </Space>
  );
}
