/** A time of day held as the contract's 'HH:mm:ss' text, picked in a time picker. */
import { TimePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';

const FORMAT = 'HH:mm:ss';

export interface TimeOfDayPickerProps {
  value?: string;
  onChange?: (value: string | undefined) => void;
  placeholder?: string;
  /** Given by the form item, so its label names the picker. */
  id?: string;
}

export default function TimeOfDayPicker({ value, onChange, placeholder, id }: TimeOfDayPickerProps) {
  return (
    <TimePicker
      format={FORMAT}
      value={value ? dayjs(value, FORMAT) : null}
      onChange={(time: Dayjs | null) => onChange?.(time ? time.format(FORMAT) : undefined)}
      placeholder={placeholder}
      id={id}
      style={{ width: '100%' }}
    />
  );
}
