import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { confirmAction } from './modal';

describe('generic confirm dialog', () => {
  it('is titled 系统提示 with 确定 and 取消', async () => {
    renderWithProviders(<div />);
    const user = userEvent.setup({ delay: null });
    const answer = confirmAction('是否确认删除？');
    const dialog = await screen.findByRole('dialog', { name: '系统提示' });
    expect(dialog).toHaveTextContent('是否确认删除？');
    expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(answer).resolves.toBe(true);
  });
});
