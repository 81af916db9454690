import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import DocAlert from './DocAlert';

describe('documentation alert', () => {
  it('links 【title】文档地址：url in a new window', () => {
    renderWithProviders(<DocAlert title="站内信配置" url="https://doc.example/notify" />);
    const link = screen.getByRole('link', { name: '【站内信配置】文档地址：https://doc.example/notify' });
    expect(link).toHaveAttribute('href', 'https://doc.example/notify');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
