/**
 * 商品列表 (`/product/spu`): the contract's `productSpuResource` (searched by name, code (a SKU's bar code), category,
 * brand, price and sales ranges) under its status tabs with their counts (出售中, 仓库中, 已售罄, 警戒库存, 回收站). 新增 and 修改 open the editor pages
 * (`/spu/add`, `/spu/edit/:spuId`); a row moves on or off the shelf, into the recycle bin and back
 * (to the warehouse); only a product in the bin is deleted.
 */
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowDownOutlined, ArrowUpOutlined, RestOutlined, RollbackOutlined } from '@ant-design/icons';
import { productBrandApi, productCategoryApi, productSpuApi, productSpuResource, SpuStatus, SpuTab, type ProductSpu, type QueryOf } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import type { ListColumn } from '../../../../crud/listResource';
import { useConfirmedAction } from '../../../../crud/useConfirmedAction';
import { callApi } from '../../../../api/callApi';

const tabs = [
  { key: String(SpuTab.FOR_SALE), label: '出售中', value: SpuTab.FOR_SALE },
  { key: String(SpuTab.IN_WAREHOUSE), label: '仓库中', value: SpuTab.IN_WAREHOUSE },
  { key: String(SpuTab.SOLD_OUT), label: '已售罄', value: SpuTab.SOLD_OUT },
  { key: String(SpuTab.ALERT_STOCK), label: '警戒库存', value: SpuTab.ALERT_STOCK },
  { key: String(SpuTab.RECYCLE_BIN), label: '回收站', value: SpuTab.RECYCLE_BIN },
];

type Filters = NonNullable<QueryOf<typeof productSpuApi.page>>;
// 商品编码 is a SKU's bar code: a filter of the page, no field of its rows, so a search field of its own after 商品名称.
const codeSearch: ListColumn<ProductSpu, Filters> = {
  title: '商品编码',
  dataIndex: 'id',
  key: 'code',
  searchOnly: true,
  search: { name: 'code', label: '商品编码', placeholder: '请输入商品编码（条形码）' },
};

export default function ProductSpuPage() {
  const navigate = useNavigate();
  const act = useConfirmedAction();
  const categories = useQuery({ queryKey: ['product-category-list'], queryFn: () => callApi(productCategoryApi.list, { query: {} }) });
  // Products are filed under sub-categories only.
  const categoryOptions = (categories.data ?? []).filter((c) => c.parentId !== 0).map((c) => ({ label: c.name, value: c.id }));
  const brands = useQuery({ queryKey: ['product-brand-list'], queryFn: () => callApi(productBrandApi.list, {}) });
  const brandOptions = (brands.data ?? []).map((b) => ({ label: b.name, value: b.id }));
  const move = (row: ProductSpu, status: number, confirm: string, success: string) =>
    void act({ confirm, run: () => callApi(productSpuApi.updateStatus, { body: { id: row.id, status } }), success, reloads: productSpuApi.page });
  const update = productSpuResource.permissions.update;
  return (
    <ResourcePage
      resource={productSpuResource}
      moreColumns={[{ after: 'name', column: codeSearch }]}
      options={{ categoryId: categoryOptions, brandId: brandOptions }}
      tabs={{ filter: 'tabType', tabs, counts: productSpuApi.getCount }}
      onCreate={() => navigate('/spu/add')}
      onEdit={(row) => navigate(`/spu/edit/${row.id}`)}
      undeletableRow={(row) => (row.status === SpuStatus.RECYCLE ? undefined : '先移入回收站才能删除')}
      rowActions={[
        {
          label: '上架',
          icon: <ArrowUpOutlined aria-hidden />,
          permission: update,
          beforeDelete: true,
          shownFor: (row) => row.status === SpuStatus.DISABLE,
          onClick: (row) => move(row, SpuStatus.ENABLE, `确认要上架"${row.name}"吗?`, '上架成功'),
        },
        {
          label: '下架',
          icon: <ArrowDownOutlined aria-hidden />,
          permission: update,
          beforeDelete: true,
          shownFor: (row) => row.status === SpuStatus.ENABLE,
          onClick: (row) => move(row, SpuStatus.DISABLE, `确认要下架"${row.name}"吗?`, '下架成功'),
        },
        {
          label: '移入回收站',
          icon: <RestOutlined aria-hidden />,
          permission: update,
          beforeDelete: true,
          shownFor: (row) => row.status !== SpuStatus.RECYCLE,
          onClick: (row) => move(row, SpuStatus.RECYCLE, `确认要将"${row.name}"移入回收站吗?`, '已移入回收站'),
        },
        {
          label: '恢复',
          icon: <RollbackOutlined aria-hidden />,
          permission: update,
          beforeDelete: true,
          // Restored products wait in the warehouse until put on sale.
          shownFor: (row) => row.status === SpuStatus.RECYCLE,
          onClick: (row) => move(row, SpuStatus.DISABLE, `确认要恢复"${row.name}"吗?`, '恢复成功'),
        },
      ]}
    />
  );
}
