/** 生成代码: the code of a sample form with every kind of field parses as TSX and carries the design. */
import { describe, expect, it } from 'vitest';
import ts from 'typescript';
import type { FormConf, FormRule } from '../../../components/form-render';
import { componentNameOf, formCode } from './formCode';

const conf: FormConf = {
  form: { labelPosition: 'top', size: 'small', labelWidth: '100px', hideRequiredAsterisk: true },
  submitBtn: { show: true, innerText: '保存' },
  resetBtn: { show: true, innerText: '重置' },
};

const rules: FormRule[] = [
  { type: 'fcTitle', props: { title: '请假申请', size: 'h3' } },
  { type: 'input', field: 'reason', title: '原因 "引号" {括号} */', info: '写清楚', $required: true, value: '病假', props: { placeholder: '请输入原因', maxlength: 50, clearable: true }, validate: [{ pattern: '^[^<>]*$', message: '不能包含尖括号' }], col: { span: 12 } },
  { type: 'input', field: 'detail', title: '说明', props: { type: 'textarea', rows: 4 } },
  { type: 'inputNumber', field: 'days', title: '天数', value: 1, props: { min: 1, max: 30 }, validate: [{ min: 1, max: 30, message: '1 到 30 天' }] },
  { type: 'select', field: 'kind', title: '类型', $required: '请选择请假类型', options: [{ label: '事假', value: 1 }, { label: '病假', value: 2 }], props: { multiple: true, filterable: true } },
  { type: 'radio', field: 'urgent', title: '紧急', options: [{ label: '是', value: true }, { label: '否', value: false }], props: { type: 'button' } },
  { type: 'checkbox', field: 'notify', title: '通知', options: [{ label: '邮件', value: 'mail' }], value: ['mail'] },
  { type: 'switch', field: 'paid', title: '带薪', value: 'Y', props: { activeValue: 'Y', inactiveValue: 'N', activeText: '是' } },
  { type: 'switch', field: 'remote', title: '远程' },
  { type: 'datePicker', field: 'start', title: '开始', value: '2024-05-06 09:30:00', props: { type: 'datetime' } },
  { type: 'datePicker', field: 'range', title: '期间', value: ['2024-05-06', '2024-05-08'], props: { type: 'daterange' } },
  { type: 'timePicker', field: 'at', title: '时间', props: { isRange: true } },
  { type: 'rate', field: 'mood', title: '心情', props: { max: 10, allowHalf: true } },
  { type: 'slider', field: 'share', title: '比例', value: [10, 20], props: { range: true } },
  { type: 'el-divider', children: ['附加信息'], props: { contentPosition: 'left' } },
  { type: 'cascader', field: 'area', title: '地区' },
  { type: 'input', field: 'secret', title: '隐藏', hidden: true },
];

/** Syntax errors only: transpiling reports no type errors, which is what "parses as TSX" means. */
function syntaxErrors(code: string): string[] {
  const out = ts.transpileModule(code, {
    fileName: 'GeneratedForm.tsx',
    reportDiagnostics: true,
    compilerOptions: { jsx: ts.JsxEmit.ReactJSX, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
  });
  return (out.diagnostics ?? []).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('formCode', () => {
  const code = formCode(conf, rules, 'LeaveForm');

  it('parses as TSX', () => {
    expect(syntaxErrors(code)).toEqual([]);
  });

  it('carries each field’s label, name, checks, options and default', () => {
    expect(code).toContain('export default function LeaveForm(');
    expect(code).toContain("import { Button, Checkbox, Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Rate, Row, Select, Slider, Space, Switch, TimePicker, Typography } from 'antd';");
    expect(code).toContain('label={"原因 \\"引号\\" {括号} */"} name="reason" tooltip="写清楚" rules={[{ required: true, message: "请输入原因 \\"引号\\" {括号} */", whitespace: true }, { pattern: new RegExp("^[^<>]*$"), message: "不能包含尖括号" }]}>');
    expect(code).toContain('<Input placeholder="请输入原因" maxLength={50} allowClear />');
    expect(code).toContain('<Input.TextArea rows={4} />');
    expect(code).toContain('rules={[{ min: 1, max: 30, type: "number", message: "1 到 30 天" }]}');
    expect(code).toContain('<Select options={[{ label: "事假", value: 1 }, { label: "病假", value: 2 }]} mode="multiple" placeholder="请选择" allowClear showSearch={{ optionFilterProp: "label" }} style={{ minWidth: 180 }} />');
    expect(code).toContain('rules={[{ required: true, message: "请选择请假类型", type: "array" }]}');
    expect(code).toContain('<Radio.Group options={[{ label: "是", value: true }, { label: "否", value: false }]} optionType="button" />');
    expect(code).toContain('getValueProps={(value: unknown) => ({ checked: value === "Y" })} normalize={(checked: boolean) => (checked ? "Y" : "N")}');
    expect(code).toContain('label="远程" name="remote" valuePropName="checked"');
    expect(code).toContain('<DatePicker showTime format="YYYY-MM-DD HH:mm:ss" />');
    expect(code).toContain('start: dayjs("2024-05-06 09:30:00", "YYYY-MM-DD HH:mm:ss")');
    expect(code).toContain('range: [dayjs("2024-05-06", "YYYY-MM-DD"), dayjs("2024-05-08", "YYYY-MM-DD")]');
    expect(code).toContain('notify: ["mail"]');
    expect(code).toContain('share: [10, 20]');
    expect(code).toContain('<Rate count={10} allowHalf />');
    expect(code).toContain('<Divider titlePlacement="start" plain>{"附加信息"}</Divider>');
    expect(code).toContain('<Typography.Title level={3} style={{ textAlign: "left", marginTop: 0 }}>{"请假申请"}</Typography.Title>');
    expect(code).toContain('{/* 暂不支持的组件类型：cascader */}');
    expect(code).toContain('<Col span={12}>');
    expect(code).not.toContain('secret');
  });

  it('lays the form out as its settings say, with its buttons, submitting dates as text', () => {
    expect(code).toContain('layout="vertical" labelAlign="right" size="small" requiredMark={false} labelWrap');
    expect(code).toContain('<Button type="primary" htmlType="submit">{"保存"}</Button>');
    expect(code).toContain('<Button onClick={() => form.resetFields()}>{"重置"}</Button>');
    expect(code).toContain('const DATE_FORMATS: Record<string, string> = { start: "YYYY-MM-DD HH:mm:ss", range: "YYYY-MM-DD", at: "HH:mm:ss" };');
    expect(code).toContain('onFinish={(values) => onSubmit?.(datesAsText(values))}');
  });

  it('writes an empty form without dates or buttons too', () => {
    const empty = formCode({ submitBtn: false }, []);
    expect(syntaxErrors(empty)).toEqual([]);
    expect(empty).toContain("import { Col, Form, Row } from 'antd';");
    expect(empty).not.toContain('dayjs');
    expect(empty).toContain('onFinish={(values) => onSubmit?.(values)}');
  });
});

describe('componentNameOf', () => {
  it('makes a component name of a file name', () => {
    expect(componentNameOf('leave-form.tsx')).toBe('LeaveForm');
    expect(componentNameOf('请假表单.tsx')).toBe('GeneratedForm');
    expect(componentNameOf('2024 form')).toBe('GeneratedForm');
  });
});
