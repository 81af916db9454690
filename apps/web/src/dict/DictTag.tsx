/**
 * A dictionary value shown by its label, coloured as the dictionary says (`dictTagLook`).
 * A value the dictionary does not know shows as it is, so a new server-side value is still
 * visible before its dictionary entry exists.
 *
 *   <DictTag type="system_notify_template_type" value={1} />
 */
import { Tag } from 'antd';
import { useDictDatas, type DictValue } from '../stores/dictStore';
import { dictTagLook } from '../components/dictTagColor';

export interface DictTagProps {
  type: string;
  value: DictValue;
}

export default function DictTag({ type, value }: DictTagProps) {
  const entries = useDictDatas(type);
  if (value === null || value === undefined || value === '') return null;
  const entry = entries.find((item) => item.value === String(value));
  if (!entry) return <span>{String(value)}</span>;
  const look = dictTagLook(entry);
  if (!look.tag) return <span className={look.className}>{entry.label}</span>;
  return (
    <Tag color={look.color} className={look.className}>
      {entry.label}
    </Tag>
  );
}
