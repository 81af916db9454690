/**
 * Renders a designed process form (`conf` + `fields`, as stored or parsed) as an antd Form:
 * each field rule is a control on the 24-column grid with its checks, and the values come
 * back keyed by each rule's `field`. The process runtime shows start forms with it; the form
 * list and the designer preview with it.
 *
 * Values are read once, when the form mounts (the rules' `value`, then `value` given here);
 * give the component a new `key` to start over. A caller with its own buttons passes `form`
 * and calls `validateFields()`; with `onSubmit`, the form shows the buttons `conf` asks for.
 */
import { useMemo, useState } from 'react';
import { Alert, Button, Col, Form, Row, Space, type FormInstance } from 'antd';
import FieldControl from './FieldControl';
import LayoutBlock from './LayoutBlock';
import { isLayoutKind, kindOf } from './fieldKinds';
import { buttonConf, DEFAULT_LABEL_WIDTH, DEFAULT_RESET_BUTTON, DEFAULT_SUBMIT_BUTTON, labelWidthPx, parseFormConf, parseFormRules, type FormConf, type FormRule } from './formSchema';
import { formLayoutOf } from './formLayout';
import { validationRulesOf } from './fieldValidation';
import './form-render.css';

export type FormValues = Record<string, unknown>;

export interface FormRendererProps {
  conf: string | FormConf | null | undefined;
  fields: ReadonlyArray<string | FormRule> | null | undefined;
  /** Values keyed by field, over the rules' defaults. */
  value?: FormValues;
  form?: FormInstance<FormValues>;
  /** Read-only: every control disabled, no buttons (a submitted form shown to an approver). */
  disabled?: boolean;
  /** Receives the checked values; the form shows its submit (and reset) button. */
  onSubmit?: (values: FormValues) => unknown;
  'aria-label'?: string;
}

export const spanOf = (rule: FormRule) => {
  const span = rule.col?.span;
  return typeof span === 'number' && span >= 1 && span <= 24 ? Math.round(span) : 24;
};

const isShown = (rule: FormRule) => rule.hidden !== true && rule.display !== false;

/** The rules' default values keyed by field. */
export function defaultValuesOf(rules: FormRule[]): FormValues {
  const values: FormValues = {};
  for (const rule of rules) if (rule.field && rule.value !== undefined) values[rule.field] = rule.value;
  return values;
}

function FieldItem({ rule }: { rule: FormRule }) {
  if (isLayoutKind(kindOf(rule)) || kindOf(rule) === 'unknown') return <LayoutBlock rule={rule} />;
  return (
    <Form.Item name={rule.field || undefined} label={rule.title} tooltip={rule.info || undefined} rules={validationRulesOf(rule)}>
      <FieldControl rule={rule} />
    </Form.Item>
  );
}

export default function FormRenderer({ conf, fields, value, form: givenForm, disabled, onSubmit, 'aria-label': ariaLabel }: FormRendererProps) {
  const [ownForm] = Form.useForm<FormValues>();
  const form = givenForm ?? ownForm;
  const [submitting, setSubmitting] = useState(false);
  const settings = useMemo(() => parseFormConf(conf), [conf]);
  const parsed = useMemo(() => parseFormRules(fields), [fields]);
  const rules = parsed.flatMap((p) => (p.ok ? [p.rule] : []));
  // Read once, as documented: later changes of `value` do not reset what the user typed.
  const [initialValues] = useState(() => ({ ...defaultValuesOf(rules), ...value }));
  const submit = buttonConf(settings.submitBtn, DEFAULT_SUBMIT_BUTTON);
  const reset = buttonConf(settings.resetBtn, DEFAULT_RESET_BUTTON);
  const layout = formLayoutOf(settings);

  const finish = async (values: FormValues) => {
    setSubmitting(true);
    try {
      await onSubmit?.(values);
    } finally {
      setSubmitting(false);
    }
  };

  const showButtons = onSubmit !== undefined && !disabled && (submit.show || reset.show);
  return (
    <Form<FormValues>
      form={form}
      {...layout}
      disabled={disabled || layout.disabled}
      initialValues={initialValues}
      onFinish={(values) => void finish(values)}
      aria-label={ariaLabel}
      className="form-render"
      // Chinese titles are often longer than the label column: wrap rather than cut them.
      labelWrap
      scrollToFirstError
    >
      <Row gutter={16}>
        {parsed.map((entry, i) =>
          entry.ok ? (
            isShown(entry.rule) && (
              <Col key={`${i}-${entry.rule.field ?? ''}`} span={spanOf(entry.rule)}>
                <FieldItem rule={entry.rule} />
              </Col>
            )
          ) : (
            <Col key={`broken-${i}`} span={24}>
              <Alert type="error" showIcon title={`第 ${entry.index + 1} 个表单项无法解析`} className="form-render__broken" />
            </Col>
          ),
        )}
      </Row>
      {showButtons && (
        <Form.Item style={{ paddingInlineStart: layout.layout === 'horizontal' ? labelWidthPx(settings.form?.labelWidth) ?? DEFAULT_LABEL_WIDTH : 0 }}>
          <Space>
            {submit.show && (
              <Button type="primary" htmlType="submit" loading={submitting}>
                {submit.innerText}
              </Button>
            )}
            {reset.show && <Button onClick={() => form.resetFields()}>{reset.innerText}</Button>}
          </Space>
        </Form.Item>
      )}
    </Form>
  );
}
