/**
 * Banner管理 as the v1.7 console calls it (`/market/banner/*`): the same rows and fields as
 * v1.8's `/promotion/banner/*` (`promotion/banner.ts`); the screen is this resource.
 */
import { apiGroup } from '../endpoint.ts';
import { CommonStatus } from '../common.ts';
import { Dicts } from '../dictionaries.ts';
import { resource } from '../resource.ts';
import { BANNER_POSITION_HOME, bannerEndpoints } from '../promotion/banner.ts';

export const marketBannerApi = apiGroup('横幅广告', bannerEndpoints('/market/banner'));

export const bannerResource = resource({
  api: marketBannerApi,
  noun: 'Banner',
  fields: {
    title: { title: '标题', filter: 'contains' },
    picUrl: { title: '缩略图', kind: 'picture' },
    url: { title: '跳转链接' },
    position: { title: '定位', dict: Dicts.promotionBannerPosition },
    sort: { title: '排序' },
    memo: { title: '描述', kind: 'textarea' },
    status: { title: '状态', dict: Dicts.commonStatus, filter: 'equals' },
    browseCount: { title: '浏览次数', list: false },
    createTime: { title: '创建时间', kind: 'dateTime', filter: 'dateRange' },
  },
  form: ['title', 'picUrl', 'url', 'position', 'sort', 'memo', 'status'],
  defaults: { sort: 0, status: CommonStatus.ENABLE, position: BANNER_POSITION_HOME },
});
