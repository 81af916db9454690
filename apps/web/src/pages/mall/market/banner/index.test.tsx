/** Banner管理 against a fake server: the columns with the picture and position, the filters the page sends, the dialog's body. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { marketBannerApi, Permissions, type Banner } from '@tenon/contracts';
import { createFakeServer, ok } from '../../../../test/fakeServer';
import { COMMON_STATUS, dictEntry, renderPage } from '../../../../test/renderPage';
import BannerPage from './index';

const P = Permissions.market.banner;
const banner = (id: number, title: string, fields: Partial<Banner> = {}): Banner => ({
  id,
  title,
  url: '/pages/index',
  picUrl: 'https://example.com/banner.png',
  sort: id,
  status: 0,
  position: 1,
  memo: '',
  browseCount: 0,
  createTime: new Date(2024, 4, 6, 9, 30, 5).getTime(),
  ...fields,
});
const banners = [banner(1, '双11数码狂欢', { memo: '数码好物限时直降' }), banner(2, '新人专享好礼', { status: 1, url: 'https://www.example.com/welcome' })];
const dicts = [...COMMON_STATUS, dictEntry('promotion_banner_position', '1', '首页'), dictEntry('promotion_banner_position', '2', '秒杀活动页')];
const serverWith = () => createFakeServer().on(marketBannerApi.page, ok({ list: banners, total: banners.length })).on(marketBannerApi.get, ok(banners[0])).on(marketBannerApi.update, ok(true));
const rowOf = (title: string) => screen.getByText(title, { selector: 'td *, td' }).closest('tr')!;

describe('Banner管理', () => {
  it('lists the banners with picture, link, position and status, and sends the title and status filters', async () => {
    const { server, user } = renderPage(<BannerPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('双11数码狂欢');
    const row = within(rowOf('双11数码狂欢'));
    expect(row.getByRole('img', { name: '缩略图' })).toHaveAttribute('src', 'https://example.com/banner.png');
    expect(row.getByText('/pages/index')).toBeInTheDocument();
    expect(row.getByText('首页')).toBeInTheDocument();
    expect(row.getByText('数码好物限时直降')).toBeInTheDocument();
    expect(within(rowOf('新人专享好礼')).getByText('关闭')).toBeInTheDocument();
    const search = within(screen.getByRole('form', { name: '搜索条件' }));
    await user.type(search.getByLabelText('标题'), '双11');
    await user.click(search.getByRole('combobox', { name: '状态' }));
    await user.click(await screen.findByTitle('开启'));
    await user.click(screen.getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(decodeURIComponent(server.received(marketBannerApi.page).at(-1)!.search)).toBe('title=双11&status=0&pageNo=1&pageSize=20'));
  });

  it('edits a banner in its dialog and sends the whole body to /market/banner/update', async () => {
    const { server, user } = renderPage(<BannerPage />, { server: serverWith(), permissions: Object.values(P), dicts });
    await screen.findByText('双11数码狂欢');
    await user.click(within(rowOf('双11数码狂欢')).getByRole('button', { name: /修改/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('修改Banner');
    const title = await within(dialog).findByDisplayValue('双11数码狂欢');
    await user.clear(title);
    await user.type(title, '双12数码狂欢');
    await user.click(within(dialog).getByRole('radio', { name: '秒杀活动页' }));
    await user.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    expect(await screen.findByText('修改成功')).toBeInTheDocument();
    expect(server.received(marketBannerApi.update)[0]!.body).toMatchObject({ id: 1, title: '双12数码狂欢', position: 2, url: '/pages/index', picUrl: 'https://example.com/banner.png', sort: 1, status: 0 });
  });
});
