/**
 * Banner管理 (`/market/banner`, the v1.7 console's paths): everything it shows and sends is the
 * contract's `bannerResource`; the picture is uploaded through 文件管理.
 */
import { bannerResource } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';

export default function BannerPage() {
  return <ResourcePage resource={bannerResource} form={{ width: 500 }} />;
}
