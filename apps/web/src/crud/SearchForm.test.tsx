import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Input } from 'antd';
import { renderWithProviders } from '../test/render';
import SearchForm from './SearchForm';

/** A list's search form, as each page of two kept-alive tabs renders it. */
function PostSearch({ onSearch }: { onSearch: (values: { name?: string }) => void }) {
  const [form] = Form.useForm<{ name?: string }>();
  return (
    <SearchForm form={form} onSearch={onSearch}>
      <Form.Item label="名称" name="name">
        <Input />
      </Form.Item>
    </SearchForm>
  );
}

describe('search form', () => {
  it('keeps each open list’s fields its own: a label types into its own form only', async () => {
    const first = vi.fn();
    const second = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(
      <>
        <PostSearch onSearch={first} />
        <PostSearch onSearch={second} />
      </>,
    );
    const [a, b] = screen.getAllByRole('form', { name: '搜索条件' });
    const inputA = within(a!).getByLabelText('名称');
    const inputB = within(b!).getByLabelText('名称');
    expect(inputA).not.toBe(inputB);
    expect(inputA.id).not.toBe(inputB.id);

    await user.click(within(b!).getByText('名称'));
    expect(inputB).toHaveFocus();
    await user.keyboard('研发');
    await user.click(within(b!).getByRole('button', { name: /搜\s*索/ }));
    expect(second).toHaveBeenCalledWith({ name: '研发' });
    expect(inputA).toHaveValue('');
    expect(first).not.toHaveBeenCalled();
  });
});
