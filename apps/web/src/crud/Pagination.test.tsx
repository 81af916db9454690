import { describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLayoutStore } from '../stores/layoutStore';
import { renderWithProviders } from '../test/render';
import Pagination from './Pagination';

const pageButtons = () =>
  within(screen.getByRole('navigation', { name: '分页' }))
    .getAllByRole('button', { name: /^第 \d+ 页$/ })
    .map((button) => Number(button.textContent));

describe('pagination bar', () => {
  it('shows the total, 20 per page by default, and 7 page buttons', () => {
    renderWithProviders(<Pagination total={400} pageNo={10} onChange={() => {}} />);
    expect(screen.getByText('共 400 条')).toBeInTheDocument();
    expect(screen.getByText('20条/页')).toBeInTheDocument();
    expect(pageButtons()).toEqual([1, 8, 9, 10, 11, 12, 20]);
    expect(screen.getByRole('button', { name: '第 10 页' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows 5 page buttons and no jumper on a phone', () => {
    act(() => useLayoutStore.getState().setDevice('mobile'));
    renderWithProviders(<Pagination total={400} pageNo={10} onChange={() => {}} />);
    expect(pageButtons()).toEqual([1, 9, 10, 11, 20]);
    expect(screen.queryByLabelText('前往页码')).not.toBeInTheDocument();
  });

  it('shows "10,000+" when the server stopped counting, and pages up to the rows counted', () => {
    renderWithProviders(<Pagination total={10_001} totalCapped pageNo={1} pageSize={10} onChange={() => {}} />);
    expect(screen.getByText('共 10,000+ 条')).toBeInTheDocument();
    expect(pageButtons()).toEqual([1, 2, 3, 4, 5, 6, 1001]);
  });

  it('is hidden when there is nothing to page', () => {
    renderWithProviders(<Pagination total={0} pageNo={1} onChange={() => {}} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).not.toBeInTheDocument();
  });

  it('reports the page and size chosen; a size that empties the page starts at page 1', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Pagination total={95} pageNo={3} pageSize={20} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '第 4 页' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    await user.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 20);
    await user.click(screen.getByRole('button', { name: '上一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2, 20);

    await user.click(screen.getByRole('combobox', { name: '每页条数' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['10条/页', '20条/页', '30条/页', '50条/页']);
    await user.click(screen.getByRole('option', { name: '50条/页' }));
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });

  it('"more" jumps five pages on a computer', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Pagination total={400} pageNo={10} onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: '向后 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(15, 20);
    await user.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
  });

  it('jumps to the page typed, within the pages there are', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Pagination total={95} pageNo={1} onChange={onChange} />);
    const field = screen.getByLabelText('前往页码');
    await user.clear(field);
    await user.type(field, '99{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(5, 20);
  });
});
