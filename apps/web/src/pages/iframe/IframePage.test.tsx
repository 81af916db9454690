import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/render';
import IframePage from './IframePage';

describe('iframe page', () => {
  it('shows the address in a frame, masked with 正在加载页面，请稍候！ until it has loaded', () => {
    renderWithProviders(<IframePage src="https://example.com/screen" />);
    const frame = screen.getByTitle('https://example.com/screen');
    expect(frame).toHaveAttribute('src', 'https://example.com/screen');
    expect(screen.getByText('正在加载页面，请稍候！')).toBeInTheDocument();
    fireEvent.load(frame);
    expect(screen.queryByText('正在加载页面，请稍候！')).not.toBeInTheDocument();
  });
});
