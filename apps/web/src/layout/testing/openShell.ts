/**
 * The signed-in console for shell tests, opened at `path`. The screens the shell can lead to
 * (home, profile, my messages) belong to their own tests: their calls are answered with a
 * response that never comes, so they stay loading and ask nothing else here.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardApi, notifyMessageApi, userProfileApi, type MenuNode } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { adminInfo, signedInServer } from '../../test/session';

const never = () => new Promise<never>(() => {});

export async function openShell(path = '/system/user', menus?: MenuNode[]) {
  const server = signedInServer(adminInfo(menus))
    .on(dashboardApi.stats, never)
    .on(userProfileApi.get, never)
    .on(notifyMessageApi.myPage, never)
    .on(notifyMessageApi.getUnreadList, never);
  const app = renderApp(path);
  await screen.findByRole('button', { name: /用户菜单：芋道源码/ });
  return { server, app, user: userEvent.setup({ delay: null }) };
}
