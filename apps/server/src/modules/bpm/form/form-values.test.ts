import { describe, expect, it } from 'vitest';
import { validateFormValues } from './form-values.ts';

const field = (rule: Record<string, unknown>) => JSON.stringify(rule);
/** The error message, or 'ok' when the values pass. */
const verdict = (fields: string[], values: Record<string, unknown>) => {
  try {
    validateFormValues(fields, values);
    return 'ok';
  } catch (err) {
    return (err as Error).message;
  }
};

describe('validateFormValues', () => {
  const reason = field({ type: 'input', field: 'reason', title: '请假原因', $required: true });
  const days = field({ type: 'inputNumber', field: 'days', title: '天数', validate: [{ required: true, message: '请输入天数' }, { min: 1, max: 30, message: '1 到 30 天' }] });

  it('refuses a required field left out, empty, blank or an empty list, naming its label', () => {
    expect(verdict([reason], {})).toBe('表单校验失败：请假原因不能为空');
    expect(verdict([reason], { reason: '' })).toBe('表单校验失败：请假原因不能为空');
    expect(verdict([reason], { reason: '   ' })).toBe('表单校验失败：请假原因不能为空');
    expect(verdict([days], { days: null })).toBe('表单校验失败：天数不能为空');
    const tags = field({ type: 'checkbox', field: 'tags', title: '标签', $required: '请选择标签', options: [{ label: 'A', value: 'a' }] });
    expect(verdict([tags], { tags: [] })).toBe('表单校验失败：标签不能为空');
    // The older designer's mode: 'required'.
    expect(verdict([field({ type: 'input', field: 'x', title: '甲', validate: [{ mode: 'required' }] })], {})).toBe('表单校验失败：甲不能为空');
  });

  it('accepts optional fields left out, a false switch and zero', () => {
    const optional = field({ type: 'input', field: 'note', title: '备注' });
    const agree = field({ type: 'switch', field: 'agree', title: '同意', $required: true });
    const count = field({ type: 'inputNumber', field: 'n', title: '数量', $required: true });
    expect(verdict([optional, agree, count], { agree: false, n: 0 })).toBe('ok');
  });

  it('checks patterns and bounds, with the rule’s message when it has one', () => {
    const phone = field({ type: 'input', field: 'phone', title: '手机', validate: [{ pattern: '^1\\d{10}$', message: '手机号不正确' }] });
    const code = field({ type: 'input', field: 'code', title: '编码', validate: [{ pattern: '^[A-Z]+$' }, { len: 3 }] });
    expect(verdict([phone], { phone: '13800000000' })).toBe('ok');
    expect(verdict([phone], { phone: '123' })).toBe('表单校验失败：手机：手机号不正确');
    expect(verdict([code], { code: 'ab' })).toBe('表单校验失败：编码格式不正确');
    expect(verdict([code], { code: 'ABCD' })).toBe('表单校验失败：编码超出允许的范围');
    expect(verdict([days], { days: 31 })).toBe('表单校验失败：天数：1 到 30 天');
    expect(verdict([days], { days: 3 })).toBe('ok');
  });

  it('keeps choices among the options, single and multiple', () => {
    const options = [{ label: '病假', value: 1 }, { label: '事假', value: 2 }];
    const kind = field({ type: 'radio', field: 'kind', title: '类型', options });
    const many = field({ type: 'select', field: 'many', title: '多选', props: { multiple: true }, options });
    expect(verdict([kind, many], { kind: 2, many: [1, 2] })).toBe('ok');
    expect(verdict([kind], { kind: 3 })).toBe('表单校验失败：类型的值不在可选项中');
    expect(verdict([kind], { kind: '1' })).toBe('表单校验失败：类型的值不在可选项中');
    expect(verdict([many], { many: [1, 9] })).toBe('表单校验失败：多选的值不在可选项中');
    expect(verdict([many], { many: 1 })).toBe('表单校验失败：多选格式不正确');
  });

  it('skips what the form does not show: hidden fields, layout blocks, unreadable entries', () => {
    const hidden = field({ type: 'input', field: 'h', title: '隐藏', $required: true, hidden: true });
    const gone = field({ type: 'input', field: 'g', title: '不显示', $required: true, display: false });
    const divider = field({ type: 'el-divider', title: '分割线', $required: true });
    expect(verdict([hidden, gone, divider, 'not json', '[]'], {})).toBe('ok');
  });

  it('names the field by its name when it has no label', () => {
    expect(verdict([field({ type: 'input', field: 'city', $required: true })], {})).toBe('表单校验失败：city不能为空');
  });
});
