/** The demo's banners (tenant 1): three on 首页, showing the file demo's picture, linking to the shop's pages. */
import { BANNER_POSITION_HOME } from '@tenon/contracts';
import type { Tx } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { demoPictureUrl } from '../../infra/file/index.ts';
import { SYSTEM_TENANT } from '../../system/seed/index.ts';
import { promotionBanner } from './banner.schema.ts';

const ADMIN_ID = '1';

const DEMO_BANNERS = [
  { title: '双11数码狂欢', url: '/pages/activity/index?id=1', memo: '数码好物限时直降' },
  { title: '手机限时秒杀', url: '/pages/seckill/index', memo: '每日早晚两场秒杀' },
  { title: '新人专享好礼', url: 'https://www.example.com/welcome', memo: '新会员领取优惠券' },
] as const;

export async function seedBannerDemo(tx: Tx): Promise<void> {
  const picUrl = await demoPictureUrl(tx);
  await tenantScope(tx, SYSTEM_TENANT.id).insert(
    promotionBanner,
    DEMO_BANNERS.map((b, i) => ({ ...b, picUrl, sort: i + 1, status: 0, position: BANNER_POSITION_HOME, creator: ADMIN_ID, updater: ADMIN_ID })),
    tx,
  );
}
