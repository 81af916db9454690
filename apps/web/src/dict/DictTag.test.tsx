import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { useDictStore } from '../stores/dictStore';
import { renderWithProviders } from '../test/render';
import DictTag from './DictTag';

const entry = (value: string, label: string, colorType = '', cssClass = '') => ({
  dictType: 'system_notify_template_type',
  value,
  label,
  colorType,
  cssClass,
});

describe('dictionary tag', () => {
  beforeEach(() => {
    useDictStore.getState().setDictDatas([entry('1', '通知公告', 'primary'), entry('2', '系统消息', 'success'), entry('3', '其它', 'default')]);
  });

  it('shows the label in a coloured tag, comparing the value as a string', () => {
    renderWithProviders(<DictTag type="system_notify_template_type" value={2} />);
    const tag = screen.getByText('系统消息');
    expect(tag).toHaveClass('ant-tag', 'ant-tag-success');
  });

  it('shows plain text for the default colour', () => {
    renderWithProviders(<DictTag type="system_notify_template_type" value="3" />);
    expect(screen.getByText('其它')).not.toHaveClass('ant-tag');
  });

  it('shows a value the dictionary does not know as it is, and nothing for no value', () => {
    const { container } = renderWithProviders(
      <>
        <DictTag type="system_notify_template_type" value={9} />
        <DictTag type="system_notify_template_type" value={null} />
      </>,
    );
    expect(container).toHaveTextContent(/^9$/);
  });
});
