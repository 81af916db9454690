/** The breadcrumb through the whole console (docs/console.md, "Breadcrumb"). */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { openShell } from '../testing/openShell';

const crumbs = () => screen.getByRole('navigation', { name: '当前位置' });

describe('breadcrumb', () => {
  it('prepends 首页, and links only entries that are neither directories nor the last', async () => {
    const { app, user } = await openShell('/system/log/operate-log');
    expect(crumbs()).toHaveTextContent(/^首页\/系统管理\/审计日志\/操作日志$/);
    expect(within(crumbs()).getAllByRole('link').map((link) => link.textContent)).toEqual(['首页']);
    await user.click(within(crumbs()).getByRole('link', { name: '首页' }));
    await waitFor(() => expect(app.location()).toBe('/index'));
    await waitFor(() => expect(crumbs()).toHaveTextContent(/^首页$/));
    expect(within(crumbs()).queryByRole('link')).not.toBeInTheDocument();
  });
});
