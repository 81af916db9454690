/**
 * 选项: the choices of a radio, checkbox or select field, as label and value rows. A value
 * typed as a number is stored as one (`1`, not `"1"`), as the reference's forms store
 * them, so flow conditions compare numbers; two options with one value are pointed out.
 */
import { Button, Input } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { FormOptionValue, FormRuleOption } from '../form-render';

const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?$/;
export const parseOptionValue = (text: string): FormOptionValue => (CANONICAL_NUMBER.test(text) && Number.isSafeInteger(Math.trunc(Number(text))) ? Number(text) : text);

function nextValue(options: FormRuleOption[]): FormOptionValue {
  const numbers = options.map((o) => o.value).filter((v): v is number => typeof v === 'number');
  return numbers.length === options.length ? Math.max(0, ...numbers) + 1 : `${options.length + 1}`;
}

export interface OptionsEditorProps {
  options: FormRuleOption[];
  onChange: (options: FormRuleOption[]) => void;
}

export default function OptionsEditor({ options, onChange }: OptionsEditorProps) {
  const set = (index: number, patch: Partial<FormRuleOption>) => onChange(options.map((o, i) => (i === index ? { ...o, ...patch } : o)));
  const values = options.map((o) => String(o.value));
  return (
    <div className="form-designer__options">
      {options.map((option, i) => {
        const duplicate = values.indexOf(String(option.value)) !== i;
        return (
          <div key={i} className="form-designer__option">
            <Input aria-label={`选项${i + 1}名称`} placeholder="选项名" value={option.label} onChange={(e) => set(i, { label: e.target.value })} />
            <Input
              aria-label={`选项${i + 1}的值`}
              placeholder="选项值"
              status={duplicate ? 'error' : undefined}
              title={duplicate ? '与前面的选项值重复' : undefined}
              value={String(option.value)}
              onChange={(e) => set(i, { value: parseOptionValue(e.target.value) })}
            />
            <Button
              type="text"
              danger
              icon={<DeleteOutlined aria-hidden />}
              aria-label={`删除选项${i + 1}`}
              disabled={options.length <= 1}
              onClick={() => onChange(options.filter((_, j) => j !== i))}
            />
          </div>
        );
      })}
      {values.some((v, i) => values.indexOf(v) !== i) && (
        <div className="form-designer__hint is-error" role="alert">
          选项值不能重复
        </div>
      )}
      <Button
        type="dashed"
        block
        size="small"
        icon={<PlusOutlined aria-hidden />}
        onClick={() => onChange([...options, { label: `选项${options.length + 1}`, value: nextValue(options) }])}
      >
        添加选项
      </Button>
    </div>
  );
}
