/** The reference's documentation hints show above the screens that have them, from one table. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { operateLogApi, postApi } from '@tenon/contracts';
import { renderApp } from '../test/render';
import { adminInfo, signedInServer } from '../test/session';
import { menu } from '../test/menus';
import { docHints } from './docHints';
import { pageTable } from './pageTable';

const logMenus = () =>
  adminInfo([
    menu({
      name: '系统管理',
      path: '/system',
      children: [
        menu({ name: '操作日志', path: 'operate-log', component: 'system/operatelog/index' }),
        menu({ name: '岗位管理', path: 'post', component: 'system/post/index' }),
      ],
    }),
  ]);

describe('documentation hints', () => {
  it('names only screens of the page table', () => {
    const keys = Object.keys(docHints);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) expect(pageTable[key], key).toBeDefined();
  });

  it('shows 【系统日志】文档地址 above 操作日志, opening in a new window', async () => {
    const server = signedInServer(logMenus()).on(operateLogApi.page, () => new Promise<never>(() => {}));
    renderApp('/system/operate-log');
    const link = await screen.findByRole('link', { name: '【系统日志】文档地址：https://doc.iocoder.cn/system-log/' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(server.received(operateLogApi.page)).toHaveLength(1);
  });

  it('shows none above a screen without a hint', async () => {
    const server = signedInServer(logMenus()).on(postApi.page, () => new Promise<never>(() => {}));
    renderApp('/system/post');
    await waitFor(() => expect(server.received(postApi.page)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: /文档地址：/ })).not.toBeInTheDocument();
  });
});
