/** The tabs through the whole console, on the test menus (docs/console.md, "Tabs"). */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { openShell } from '../testing/openShell';

const tabList = () => screen.getByRole('tablist', { name: '已打开的页面' });
const tabTitles = () => within(tabList()).getAllByRole('tab').map((tab) => tab.textContent);
const tab = (name: string) => within(tabList()).getByRole('tab', { name });
const sidebar = () => screen.getByRole('navigation', { name: '主菜单' });

/** Opens the three test pages through the sidebar: 用户管理, 字典管理, 操作日志. */
async function openThreePages() {
  const shell = await openShell('/system/user');
  // The first page loads lazily: wait for its tab so the clicks below come after it.
  await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理']));
  await shell.user.click(within(sidebar()).getByText('字典管理'));
  await shell.user.click(within(sidebar()).getByText('审计日志'));
  await shell.user.click(within(sidebar()).getByText('操作日志'));
  await waitFor(() => expect(tabTitles()).toEqual(['首页', '用户管理', '字典管理', '操作日志']));
  return shell;
}

const openMenu = (name: string) => {
  fireEvent.contextMenu(tab(name), { clientX: 200, clientY: 90 });
  return screen.getByRole('menu', { name: `标签页「${name}」` });
};
const menuItems = (menu: HTMLElement) => within(menu).getAllByRole('menuitem').map((item) => item.textContent);

describe('tabs', () => {
  it('opens a tab per visited page after the affixed 首页, and marks the current one', async () => {
    const { app } = await openThreePages();
    expect(tab('操作日志')).toHaveAttribute('aria-selected', 'true');
    expect(within(tab('首页')).queryByTitle(/关闭/)).not.toBeInTheDocument();
    expect(tab('首页')).not.toHaveAttribute('aria-keyshortcuts');
    // The cross is for the mouse (no control inside the tab); the keyboard closes with Delete.
    expect(within(tab('用户管理')).getByTitle('关闭 用户管理')).toBeInTheDocument();
    expect(tab('用户管理')).toHaveAttribute('aria-keyshortcuts', 'Delete');
    fireEvent.click(tab('用户管理'));
    await waitFor(() => expect(app.location()).toBe('/system/user'));
  });

  it('the right-click menu offers the six actions, 105 px wide, less what does not apply', async () => {
    await openThreePages();
    const menu = openMenu('字典管理');
    expect(menu).toHaveStyle({ minWidth: '105px' });
    expect(menuItems(menu)).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '关闭右侧', '全部关闭']);
    fireEvent.click(document.body);
    expect(screen.queryByRole('menu', { name: /^标签页/ })).not.toBeInTheDocument();
    expect(menuItems(openMenu('首页'))).toEqual(['刷新页面', '关闭其他', '关闭右侧', '全部关闭']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuItems(openMenu('用户管理'))).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭右侧', '全部关闭']);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menuItems(openMenu('操作日志'))).toEqual(['刷新页面', '关闭当前', '关闭其他', '关闭左侧', '全部关闭']);
  });

  it('closing the current tab goes to the last remaining one; closing another stays', async () => {
    const { app, user } = await openThreePages();
    await user.click(within(tab('用户管理')).getByTitle('关闭 用户管理'));
    expect(tabTitles()).toEqual(['首页', '字典管理', '操作日志']);
    expect(app.location()).toBe('/system/log/operate-log');
    await user.click(within(tab('操作日志')).getByTitle('关闭 操作日志'));
    await waitFor(() => expect(app.location()).toBe('/system/dict-type'));
    expect(tabTitles()).toEqual(['首页', '字典管理']);
  });

  it('a middle click closes a tab, but never the affixed one', async () => {
    await openThreePages();
    fireEvent.mouseDown(tab('字典管理'), { button: 1 });
    fireEvent(tab('字典管理'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabTitles()).toEqual(['首页', '用户管理', '操作日志']);
    fireEvent(tab('首页'), new MouseEvent('auxclick', { bubbles: true, button: 1 }));
    expect(tabTitles()).toEqual(['首页', '用户管理', '操作日志']);
  });

  it('Delete on a tab closes it, but never the affixed one', async () => {
    await openThreePages();
    fireEvent.keyDown(tab('字典管理'), { key: 'Delete' });
    expect(tabTitles()).toEqual(['首页', '用户管理', '操作日志']);
    fireEvent.keyDown(tab('首页'), { key: 'Delete' });
    expect(tabTitles()).toEqual(['首页', '用户管理', '操作日志']);
  });

  it('关闭其他 opens that tab and keeps it with the affixed one', async () => {
    const { app } = await openThreePages();
    fireEvent.click(within(openMenu('字典管理')).getByRole('menuitem', { name: '关闭其他' }));
    await waitFor(() => expect(app.location()).toBe('/system/dict-type'));
    expect(tabTitles()).toEqual(['首页', '字典管理']);
  });

  it('关闭左侧 and 关闭右侧 keep the affixed tab; losing the current page moves to the last tab', async () => {
    const { app } = await openThreePages();
    fireEvent.click(within(openMenu('字典管理')).getByRole('menuitem', { name: '关闭左侧' }));
    expect(tabTitles()).toEqual(['首页', '字典管理', '操作日志']);
    expect(app.location()).toBe('/system/log/operate-log');
    fireEvent.click(within(openMenu('字典管理')).getByRole('menuitem', { name: '关闭右侧' }));
    expect(tabTitles()).toEqual(['首页', '字典管理']);
    await waitFor(() => expect(app.location()).toBe('/system/dict-type'));
  });

  it('全部关闭 keeps 首页 and goes there', async () => {
    const { app } = await openThreePages();
    fireEvent.click(within(openMenu('用户管理')).getByRole('menuitem', { name: '全部关闭' }));
    expect(tabTitles()).toEqual(['首页']);
    await waitFor(() => expect(app.location()).toBe('/index'));
  });

  it('a new query on an open page updates its tab, which then opens with that query', async () => {
    const { app } = await openThreePages();
    await app.router.navigate('/system/user?pageNo=3');
    await waitFor(() => expect(tab('用户管理')).toHaveAttribute('aria-selected', 'true'));
    expect(tabTitles()).toEqual(['首页', '用户管理', '字典管理', '操作日志']);
    fireEvent.click(tab('字典管理'));
    await waitFor(() => expect(app.location()).toBe('/system/dict-type'));
    fireEvent.click(tab('用户管理'));
    await waitFor(() => expect(app.location()).toBe('/system/user?pageNo=3'));
  });
});
