import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../test/render';
import RightToolbar, { type ToolbarColumn } from './RightToolbar';

function Harness({ onRefresh }: { onRefresh: () => void }) {
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState<ToolbarColumn[]>([
    { key: 'title', title: '标题', visible: true },
    { key: 'sender', title: '发送人', visible: true },
    { key: 'time', title: '发送时间', visible: false },
  ]);
  return (
    <>
      <RightToolbar showSearch={showSearch} onToggleSearch={setShowSearch} onRefresh={onRefresh} columns={columns} onColumnsChange={setColumns} />
      <output aria-label="状态">{`${showSearch ? '搜索' : '无搜索'}|${columns.filter((c) => c.visible).map((c) => c.title).join(',')}`}</output>
    </>
  );
}

describe('right toolbar', () => {
  it('toggles the search form and refreshes', async () => {
    const onRefresh = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onRefresh={onRefresh} />);
    await user.click(screen.getByRole('button', { name: '隐藏搜索' }));
    expect(screen.getByLabelText('状态')).toHaveTextContent('无搜索|');
    await user.click(screen.getByRole('button', { name: '显示搜索' }));
    expect(screen.getByLabelText('状态')).toHaveTextContent(/^搜索\|/);
    await user.click(screen.getByRole('button', { name: '刷新' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('shows and hides columns in a two-list transfer dialog titled 显示/隐藏', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Harness onRefresh={() => {}} />);
    await user.click(screen.getByRole('button', { name: '显隐列' }));
    const dialog = await screen.findByRole('dialog', { name: '显示/隐藏' });
    expect(within(dialog).getByText('显示')).toBeInTheDocument();
    expect(within(dialog).getByText('隐藏')).toBeInTheDocument();

    await user.click(within(dialog).getByText('发送人'));
    await user.click(within(dialog).getByRole('button', { name: 'right' }));
    expect(screen.getByLabelText('状态')).toHaveTextContent('搜索|标题');

    await user.click(within(dialog).getByText('发送时间'));
    await user.click(within(dialog).getByRole('button', { name: 'left' }));
    expect(screen.getByLabelText('状态')).toHaveTextContent('搜索|标题,发送时间');
  });

  it('leaves out the buttons nobody handles', () => {
    renderWithProviders(<RightToolbar onRefresh={() => {}} />);
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['刷新']);
  });
});
