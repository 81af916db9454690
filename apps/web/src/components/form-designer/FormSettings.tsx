/**
 * 表单配置: the form's own settings (`conf`), in the reference's keys: label position and
 * width, size, and the submit and reset buttons a filled-in form shows.
 */
import { useId } from 'react';
import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { buttonConf, DEFAULT_LABEL_WIDTH, DEFAULT_RESET_BUTTON, DEFAULT_SUBMIT_BUTTON, labelWidthPx, type FormButtonConf, type FormConf } from '../form-render';

const POSITIONS = [
  { label: '左对齐', value: 'left' },
  { label: '右对齐', value: 'right' },
  { label: '顶部对齐', value: 'top' },
];
const SIZES = [
  { label: '较大', value: 'large' },
  { label: '默认', value: 'default' },
  { label: '较小', value: 'small' },
];

interface ButtonSettingsProps {
  name: string;
  button: FormConf['submitBtn'];
  fallback: Required<FormButtonConf>;
  onChange: (button: Required<FormButtonConf>) => void;
}

/** 显示X按钮 and its text. The box shows the text as stored, so it can be emptied while typing; an empty text shows the default. */
function ButtonSettings({ name, button, fallback, onChange }: ButtonSettingsProps) {
  const base = useId();
  const current = buttonConf(button, fallback);
  const stored = typeof button === 'object' ? (button.innerText ?? fallback.innerText) : fallback.innerText;
  return (
    <>
      <Form.Item label={`显示${name}按钮`} htmlFor={`${base}-show`}>
        <Switch id={`${base}-show`} checked={current.show} onChange={(show) => onChange({ ...current, show })} />
      </Form.Item>
      {current.show && (
        <Form.Item label={`${name}按钮文字`} htmlFor={`${base}-text`}>
          <Input id={`${base}-text`} value={stored} maxLength={20} onChange={(e) => onChange({ ...current, innerText: e.target.value })} />
        </Form.Item>
      )}
    </>
  );
}

export default function FormSettings({ conf, onChange }: { conf: FormConf; onChange: (conf: FormConf) => void }) {
  const base = useId();
  const form = conf.form ?? {};
  const setForm = (patch: FormConf['form']) => onChange({ ...conf, form: { ...form, ...patch } });
  const size = form.size === 'mini' ? 'small' : form.size === 'medium' ? 'default' : (form.size ?? 'default');
  return (
    <Form layout="vertical" size="small" component="div" aria-label="表单配置">
      <Form.Item label="标签位置">
        <Radio.Group options={POSITIONS} optionType="button" value={form.labelPosition ?? 'right'} onChange={(e) => setForm({ labelPosition: e.target.value })} />
      </Form.Item>
      <Form.Item label="标签宽度" htmlFor={`${base}-labelWidth`}>
        <InputNumber
          id={`${base}-labelWidth`}
          min={40}
          max={400}
          precision={0}
          suffix="px"
          value={labelWidthPx(form.labelWidth) ?? DEFAULT_LABEL_WIDTH}
          disabled={form.labelPosition === 'top'}
          onChange={(width) => setForm({ labelWidth: `${width ?? DEFAULT_LABEL_WIDTH}px` })}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="表单尺寸">
        <Radio.Group options={SIZES} optionType="button" value={size} onChange={(e) => setForm({ size: e.target.value })} />
      </Form.Item>
      <Form.Item label="隐藏必填星号" htmlFor={`${base}-asterisk`}>
        <Switch id={`${base}-asterisk`} checked={form.hideRequiredAsterisk === true} onChange={(on) => setForm({ hideRequiredAsterisk: on })} />
      </Form.Item>
      <ButtonSettings name="提交" button={conf.submitBtn} fallback={DEFAULT_SUBMIT_BUTTON} onChange={(submitBtn) => onChange({ ...conf, submitBtn })} />
      <ButtonSettings name="重置" button={conf.resetBtn} fallback={DEFAULT_RESET_BUTTON} onChange={(resetBtn) => onChange({ ...conf, resetBtn })} />
    </Form>
  );
}
