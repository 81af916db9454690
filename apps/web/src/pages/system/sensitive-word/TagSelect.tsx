/** Tags picked from those in use or typed new (Enter adds one), as a form control. */
import { Select } from 'antd';

export interface TagSelectProps {
  options: { label: string; value: string }[];
  ariaLabel: string;
  value?: string[];
  onChange?: (value: string[]) => void;
  placeholder?: string;
}

export default function TagSelect({ options, ariaLabel, value, onChange, placeholder = '请选择标签' }: TagSelectProps) {
  return (
    <Select
      mode="tags"
      aria-label={ariaLabel}
      options={options}
      value={value}
      onChange={onChange}
      placeholder={placeholder}
      tokenSeparators={[',', '，']}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
