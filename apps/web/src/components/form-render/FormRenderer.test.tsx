/** The form renderer on stored forms in the reference's rule shape: every control, the checks, the values it hands back. */
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../../test/render';
import FormRenderer from './FormRenderer';

const CONF = JSON.stringify({
  form: { labelPosition: 'right', size: 'small', labelWidth: '125px' },
  submitBtn: { show: true, innerText: '提交' },
  resetBtn: { show: true, innerText: '重置' },
});

const rule = (r: object) => JSON.stringify(r);
const LEAVE_FIELDS = [
  rule({ type: 'input', field: 'reason', title: '请假原因', info: '', props: { placeholder: '请输入请假原因' }, $required: '请填写请假原因' }),
  rule({ type: 'input', field: 'detail', title: '详细说明', props: { type: 'textarea' } }),
  rule({ type: 'inputNumber', field: 'days', title: '请假天数', value: 1, validate: [{ required: true, message: '请输入请假天数', trigger: 'blur' }] }),
  rule({ type: 'radio', field: 'kind', title: '请假类型', options: [{ label: '年假', value: 1 }, { label: '事假', value: 2 }], $required: true }),
  rule({ type: 'checkbox', field: 'notify', title: '通知方式', options: [{ label: '邮件', value: 'mail' }, { label: '短信', value: 'sms' }], $required: true }),
  rule({ type: 'select', field: 'city', title: '出差城市', options: [{ label: '上海', value: 'sh' }, { label: '北京', value: 'bj' }] }),
  rule({ type: 'switch', field: 'urgent', title: '加急', value: false }),
  rule({ type: 'datePicker', field: 'start', title: '开始日期', value: '2024-05-06' }),
  rule({ type: 'datePicker', field: 'period', title: '请假期间', props: { type: 'daterange' } }),
  rule({ type: 'timePicker', field: 'at', title: '到岗时间', value: '09:30:00' }),
  rule({ type: 'rate', field: 'score', title: '满意度' }),
  rule({ type: 'slider', field: 'progress', title: '进度', value: 30 }),
  rule({ type: 'el-divider', children: ['补充信息'], props: { contentPosition: 'left' } }),
  rule({ type: 'fcTitle', props: { title: '审批须知', size: 'h3' } }),
];

const submitButton = () => screen.getByRole('button', { name: '提交' });

describe('FormRenderer', () => {
  it('renders every kind of field with its label, and the layout blocks', () => {
    renderWithProviders(<FormRenderer conf={CONF} fields={LEAVE_FIELDS} onSubmit={() => {}} />);
    expect(screen.getByRole('textbox', { name: '请假原因' })).toHaveAttribute('placeholder', '请输入请假原因');
    expect(screen.getByRole('textbox', { name: '详细说明' }).tagName).toBe('TEXTAREA');
    expect(screen.getByRole('spinbutton', { name: '请假天数' })).toHaveValue('1');
    expect(screen.getByRole('radio', { name: '年假' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: '短信' })).not.toBeChecked();
    expect(screen.getByRole('combobox', { name: '出差城市' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: '加急' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: '开始日期' })).toHaveValue('2024-05-06');
    expect(screen.getByPlaceholderText('开始日期')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('结束日期')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '到岗时间' })).toHaveValue('09:30:00');
    expect(screen.getByText('满意度')).toBeInTheDocument();
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '30');
    expect(screen.getByRole('separator')).toHaveTextContent('补充信息');
    expect(screen.getByRole('heading', { level: 3, name: '审批须知' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '重置' })).toBeInTheDocument();
  });

  it('refuses an empty required field with the form’s own message', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<FormRenderer conf={CONF} fields={LEAVE_FIELDS} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.clear(screen.getByRole('spinbutton', { name: '请假天数' }));
    await user.click(submitButton());
    expect(await screen.findByText('请填写请假原因')).toBeInTheDocument();
    expect(screen.getByText('请输入请假天数')).toBeInTheDocument();
    expect(screen.getByText('请选择请假类型')).toBeInTheDocument();
    expect(screen.getByText('请选择通知方式')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands back the values keyed by field, dates as text', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<FormRenderer conf={CONF} fields={LEAVE_FIELDS} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.type(screen.getByRole('textbox', { name: '请假原因' }), '回家探亲');
    await user.click(screen.getByRole('radio', { name: '事假' }));
    await user.click(screen.getByRole('checkbox', { name: '邮件' }));
    await user.click(screen.getByRole('switch', { name: '加急' }));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      reason: '回家探亲',
      days: 1,
      kind: 2,
      notify: ['mail'],
      urgent: true,
      start: '2024-05-06',
      at: '09:30:00',
      progress: 30,
    });
  });

  it('shows the values it is given, read-only and without buttons', () => {
    renderWithProviders(<FormRenderer conf={CONF} fields={LEAVE_FIELDS} value={{ reason: '探亲', kind: 1 }} disabled onSubmit={() => {}} />);
    expect(screen.getByRole('textbox', { name: '请假原因' })).toHaveValue('探亲');
    expect(screen.getByRole('textbox', { name: '请假原因' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: '年假' })).toBeChecked();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });

  it('puts labels on top when the settings say so, and says which entries it cannot show', () => {
    const conf = JSON.stringify({ form: { labelPosition: 'top' } });
    const { container } = renderWithProviders(
      <FormRenderer conf={conf} fields={[rule({ type: 'input', field: 'a', title: '甲' }), 'not json', rule({ type: 'upload', field: 'file', title: '附件' })]} />,
    );
    expect(container.querySelector('form')).toHaveClass('ant-form-vertical');
    expect(screen.getByText('第 2 个表单项无法解析')).toBeInTheDocument();
    expect(screen.getByText('暂不支持的组件类型：upload（附件）')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '提交' })).not.toBeInTheDocument();
  });

  it('lays fields out on the 24-column grid', () => {
    renderWithProviders(
      <FormRenderer conf="{}" fields={[rule({ type: 'input', field: 'a', title: '甲', col: { span: 12 } }), rule({ type: 'input', field: 'b', title: '乙' })]} />,
    );
    const columnOf = (name: string) => screen.getByRole('textbox', { name }).closest('.ant-col:not(.ant-form-item-label):not(.ant-form-item-control)');
    expect(columnOf('甲')).toHaveClass('ant-col-12');
    expect(columnOf('乙')).toHaveClass('ant-col-24');
  });

  it('lets the caller pick an option of a select and read the value', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<FormRenderer conf="{}" fields={[rule({ type: 'select', field: 'city', title: '出差城市', options: [{ label: '上海', value: 'sh' }] })]} onSubmit={onSubmit} />);
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('combobox', { name: '出差城市' }));
    await user.click(within(document.body).getByTitle('上海'));
    await user.click(submitButton());
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ city: 'sh' }));
  });
});
