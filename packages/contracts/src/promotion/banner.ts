/**
 * Banner管理: the pictures the shop's pages rotate, each linking somewhere. v1.8 serves them at
 * `/promotion/banner/*` (here); the v1.7 console calls `/market/banner/*` (`market/banner.ts`),
 * over the same rows. Both are guarded by `market:banner:*`, the strings the console and the
 * reference's seed grant: v1.8 renamed the path, not the permissions.
 */
import Type from 'typebox';
import { apiGroup } from '../endpoint.ts';
import { crudEndpoints } from '../crud.ts';
import { DateTimeRange, Id, Int, MAX_INT16 } from '../common.ts';
import { Permissions } from '../permissions.ts';
import { Sort, Status } from '../system/shared-fields.ts';

/** Where a banner links: a web address or a path of the shop's own pages. */
export const BANNER_URL_PATTERN = '^(https?://\\S+|/\\S*)$';

/** promotion_banner_position's 首页, where a banner shows unless told otherwise. */
export const BANNER_POSITION_HOME = 1;

export const BannerResp = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  url: Type.String(),
  picUrl: Type.String(),
  sort: Type.Integer(),
  status: Type.Integer(),
  position: Type.Integer(),
  memo: Type.String(),
  browseCount: Type.Integer(),
  createTime: Type.Integer(),
});
export type Banner = Type.Static<typeof BannerResp>;

const bannerFields = {
  title: Type.String({ minLength: 1, maxLength: 64, title: '标题' }),
  picUrl: Type.String({ minLength: 1, maxLength: 512, title: '缩略图' }),
  url: Type.String({ minLength: 1, maxLength: 512, pattern: BANNER_URL_PATTERN, title: '跳转链接' }),
  sort: Sort('排序'),
  status: Status(),
  position: Type.Optional(Int('定位', { minimum: 1, maximum: MAX_INT16 })),
  memo: Type.Optional(Type.String({ maxLength: 255, title: '描述' })),
};

/** The five calls of banners below `base`, one description for both path families. */
export const bannerEndpoints = (base: string) =>
  crudEndpoints({
    base,
    noun: 'Banner',
    permissions: Permissions.market.banner,
    resp: BannerResp,
    create: Type.Object(bannerFields),
    update: Type.Object({ id: Id(), ...bannerFields }),
    filters: Type.Object({
      title: Type.Optional(Type.String({ maxLength: 64, title: '标题' })),
      status: Type.Optional(Status()),
      createTime: Type.Optional(DateTimeRange('创建时间')),
    }),
  });

export const promotionBannerApi = apiGroup('横幅广告（新路径）', bannerEndpoints('/promotion/banner'));
