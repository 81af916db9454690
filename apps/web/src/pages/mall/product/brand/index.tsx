/** 商品品牌 (`/product/brand`): everything it shows and sends is the contract's `productBrandResource`. */
import { productBrandResource } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';

export default function ProductBrandPage() {
  return <ResourcePage resource={productBrandResource} form={{ width: 600 }} />;
}
