/**
 * The product editor (hidden pages `/spu/add` and `/spu/edit/:spuId`, owned by 商品列表): one
 * screen for both. 基础设置, 价格库存 (one specification, or several: the chosen property values
 * make the SKU matrix by `skuMatrix`, with a 批量设置 row that fills every SKU), 商品详情 (rich
 * text), 其他. Prices are typed in yuan and sent in cents; the SKU list is checked by the same
 * `skuListProblem` the server applies before it is sent.
 */
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Cascader, Checkbox, Form, Input, InputNumber, Radio, Result, Select, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import {
  productBrandApi,
  productCategoryApi,
  productPropertyApi,
  productSpuApi,
  skuListProblem,
  skuMatrix,
  SpuStatus,
  type ProductSkuInput,
  type ProductSpuDetail,
  type SkuPropertyRef,
} from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import { useInvalidateEntity } from '../../../../crud/usePagedList';
import { useCloseCurrentTab } from '../../../../layout/tags/useCloseCurrentTab';
import ImageUpload from '../../../../components/upload/ImageUpload';
import LazyRichTextEditor from '../../../../components/rich-text/LazyRichTextEditor';
import { validatedValues } from '../../../../utils/validatedValues';

/** One SKU's inputs as typed: prices in yuan. */
export interface SkuInputs {
  price?: number | null;
  marketPrice?: number | null;
  costPrice?: number | null;
  stock?: number | null;
  warnStock?: number | null;
  barCode?: string;
  picUrl?: string;
  weight?: number | null;
  volume?: number | null;
}
type Chosen = Array<{ propertyId: number; valueIds: number[] }>;

interface FormValues {
  name: string;
  categoryPath?: number[];
  brandId?: number;
  picUrl?: string;
  keyword?: string;
  introduction?: string;
  sort: number;
  status: number;
  specType: boolean;
  description?: string;
  virtualSalesCount?: number;
}

/** 商品列表's address (the menu's), where the editor returns. */
const LIST_PATH = '/product/spu';

const keyOf = (props: readonly SkuPropertyRef[]) => props.map((p) => `${p.propertyId}:${p.valueId}`).join('|') || 'single';
const cents = (yuan: number | null | undefined) => (yuan === null || yuan === undefined ? undefined : Math.round(yuan * 100));
const yuan = (c: number) => c / 100;

/** The SKU as the contract takes it, from its inputs. */
const skuBody = (properties: readonly SkuPropertyRef[], s: SkuInputs): ProductSkuInput => ({
  properties: properties.map(({ propertyId, valueId }) => ({ propertyId, valueId })),
  price: cents(s.price) as number,
  marketPrice: cents(s.marketPrice) ?? 0,
  costPrice: cents(s.costPrice) ?? 0,
  stock: s.stock as number,
  warnStock: s.warnStock ?? 0,
  barCode: s.barCode ?? '',
  picUrl: s.picUrl ?? '',
  weight: s.weight ?? 0,
  volume: s.volume ?? 0,
});

const skuInputsOf = (s: ProductSpuDetail['skus'][number]): SkuInputs => ({
  price: yuan(s.price),
  marketPrice: yuan(s.marketPrice),
  costPrice: yuan(s.costPrice),
  stock: s.stock,
  warnStock: s.warnStock,
  barCode: s.barCode,
  picUrl: s.picUrl,
  weight: s.weight,
  volume: s.volume,
});

/** The SKU columns after the property values: [field, title, kind]. */
const SKU_COLUMNS: ReadonlyArray<[keyof SkuInputs, string, 'money' | 'int' | 'text' | 'picture' | 'decimal']> = [
  ['price', '销售价', 'money'],
  ['marketPrice', '市场价', 'money'],
  ['costPrice', '成本价', 'money'],
  ['stock', '库存', 'int'],
  ['warnStock', '预警库存', 'int'],
  ['barCode', '条形码', 'text'],
  ['picUrl', '图片', 'picture'],
  ['weight', '重量(kg)', 'decimal'],
  ['volume', '体积(m³)', 'decimal'],
];

function SkuCell({ kind, label, value, onChange }: { kind: (typeof SKU_COLUMNS)[number][2]; label: string; value: unknown; onChange: (v: unknown) => void }) {
  if (kind === 'text') return <Input aria-label={label} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} style={{ width: 130 }} />;
  if (kind === 'picture') return <ImageUpload ariaLabel={label} value={(value as string) || undefined} onChange={onChange} />;
  return (
    <InputNumber
      aria-label={label}
      value={value as number | null | undefined}
      onChange={onChange}
      min={0}
      precision={kind === 'money' ? 2 : kind === 'int' ? 0 : undefined}
      style={{ width: 110 }}
    />
  );
}

export default function ProductSpuSavePage() {
  const { spuId } = useParams();
  const id = spuId !== undefined && /^\d+$/.test(spuId) ? Number(spuId) : undefined;
  const closeTab = useCloseCurrentTab();
  const invalidate = useInvalidateEntity();
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const specType = Form.useWatch('specType', form) ?? false;
  const [chosen, setChosen] = useState<Chosen>([]);
  const [skus, setSkus] = useState<Record<string, SkuInputs>>({});
  const [batch, setBatch] = useState<SkuInputs>({});
  const [saving, setSaving] = useState(false);

  const categories = useQuery({ queryKey: ['product-category-list'], queryFn: () => callApi(productCategoryApi.list, { query: {} }) });
  const brands = useQuery({ queryKey: ['product-brand-list'], queryFn: () => callApi(productBrandApi.list) });
  const properties = useQuery({ queryKey: ['product-property-values'], queryFn: () => callApi(productPropertyApi.getValueList, { query: {} }) });
  const detail = useQuery({ queryKey: ['product-spu-detail', id], queryFn: () => callApi(productSpuApi.getDetail, { query: { id: id! } }), enabled: id !== undefined });

  // Reopening shows what was saved: the form, the chosen values in the SKUs' order, each SKU's inputs.
  useEffect(() => {
    const spu = detail.data;
    if (!spu || !categories.data) return;
    const category = categories.data.find((c) => c.id === spu.categoryId);
    form.setFieldsValue({
      name: spu.name,
      categoryPath: category ? [category.parentId, category.id] : undefined,
      brandId: spu.brandId,
      picUrl: spu.picUrl || undefined,
      keyword: spu.keyword,
      introduction: spu.introduction,
      sort: spu.sort,
      status: spu.status === SpuStatus.RECYCLE ? SpuStatus.DISABLE : spu.status,
      specType: spu.specType,
      description: spu.description,
      virtualSalesCount: spu.virtualSalesCount,
    });
    const picked: Chosen = [];
    for (const sku of spu.skus)
      for (const p of sku.properties) {
        let entry = picked.find((c) => c.propertyId === p.propertyId);
        if (!entry) picked.push((entry = { propertyId: p.propertyId, valueIds: [] }));
        if (!entry.valueIds.includes(p.valueId)) entry.valueIds.push(p.valueId);
      }
    setChosen(picked);
    setSkus(Object.fromEntries(spu.skus.map((s) => [keyOf(s.properties), skuInputsOf(s)])));
  }, [detail.data, categories.data, form]);

  const rows = useMemo(() => (specType ? skuMatrix(chosen) : [[]]), [specType, chosen]);
  const propertyOf = (propertyId: number) => properties.data?.find((p) => p.id === propertyId);
  const valueName = (ref: SkuPropertyRef) => propertyOf(ref.propertyId)?.values.find((v) => v.id === ref.valueId)?.name ?? String(ref.valueId);
  const setSku = (key: string, field: keyof SkuInputs, value: unknown) => setSkus((all) => ({ ...all, [key]: { ...all[key], [field]: value } }));
  const fillAll = () =>
    setSkus((all) => {
      const filled = Object.fromEntries(Object.entries(batch).filter(([, v]) => v !== undefined && v !== null && v !== ''));
      return { ...all, ...Object.fromEntries(rows.map((r) => [keyOf(r), { ...all[keyOf(r)], ...filled }])) };
    });

  if (id === undefined && spuId !== undefined) return <Result status="404" title="商品不存在" />;
  if (detail.isError) return <Result status="404" title="商品不存在" />;

  const categoryOptions = (categories.data ?? [])
    .filter((c) => c.parentId === 0)
    .map((top) => ({ label: top.name, value: top.id, children: (categories.data ?? []).filter((c) => c.parentId === top.id).map((c) => ({ label: c.name, value: c.id })) }));
  const unpicked = (properties.data ?? []).filter((p) => !chosen.some((c) => c.propertyId === p.id));

  const save = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return; // the form shows what is missing
    const skuList = rows.map((r) => skuBody(r, skus[keyOf(r)] ?? {}));
    const problem = skuListProblem(values.specType, skuList);
    if (problem) {
      message.error(problem);
      return;
    }
    const body = {
      name: values.name,
      categoryId: values.categoryPath!.at(-1)!,
      brandId: values.brandId!,
      picUrl: values.picUrl ?? '',
      keyword: values.keyword ?? '',
      introduction: values.introduction ?? '',
      description: values.description ?? '',
      sort: values.sort,
      status: values.status,
      specType: values.specType,
      virtualSalesCount: values.virtualSalesCount ?? 0,
      skus: skuList,
    };
    setSaving(true);
    try {
      if (id === undefined) await callApi(productSpuApi.create, { body });
      else await callApi(productSpuApi.update, { body: { id, ...body } });
    } catch {
      return;
    } finally {
      setSaving(false);
    }
    message.success(id === undefined ? '新增成功' : '修改成功');
    // The list and the next opening of this product read what was just saved; the page's tab closes, so 新增 starts empty.
    await invalidate(productSpuApi.page);
    queryClient.removeQueries({ queryKey: ['product-spu-detail'] });
    closeTab(LIST_PATH);
  };

  const cell = (key: string, label: string) => (field: keyof SkuInputs, title: string, kind: (typeof SKU_COLUMNS)[number][2]) => (
    <SkuCell kind={kind} label={`${title} ${label}`} value={(key === 'batch' ? batch : skus[key])?.[field]} onChange={(v) => (key === 'batch' ? setBatch((b) => ({ ...b, [field]: v })) : setSku(key, field, v))} />
  );
  type Row = { key: string; label: string; properties: SkuPropertyRef[] };
  const tableRows: Row[] = rows.map((r, i) => ({ key: keyOf(r), label: r.length ? r.map(valueName).join(' / ') : `第 ${i + 1} 行`, properties: r }));
  const usedProperties = specType ? chosen.filter((c) => c.valueIds.length > 0) : [];
  const columns: TableColumnsType<Row> = [
    ...usedProperties.map((c, i) => ({ title: propertyOf(c.propertyId)?.name ?? '', key: `p${c.propertyId}`, render: (_: unknown, row: Row) => valueName(row.properties[i]!) })),
    ...SKU_COLUMNS.map(([field, title, kind]) => ({ title, key: field, render: (_: unknown, row: Row) => cell(row.key, row.label)(field, title, kind) })),
  ];
  const batchRow = (
    <Table<{ key: string }>
      className="spu-batch"
      size="small"
      pagination={false}
      rowKey="key"
      dataSource={[{ key: 'batch' }]}
      columns={[
        { title: '批量设置', key: 'label', render: () => <Button onClick={fillAll}>批量设置</Button> },
        ...SKU_COLUMNS.filter(([, , kind]) => kind !== 'picture').map(([field, title, kind]) => ({ title, key: field, render: () => cell('batch', '批量')(field, title, kind) })),
      ]}
    />
  );
  const section = (title: string, children: ReactNode) => (
    <Card title={title} size="small" style={{ marginBottom: 16 }}>
      {children}
    </Card>
  );

  return (
    // Its own name, so its fields' ids (and labels) stay apart from another open editor tab's.
    <Form<FormValues> form={form} name={id === undefined ? 'spu-add' : `spu-edit-${id}`} layout="horizontal" labelCol={{ style: { width: 110 } }} initialValues={{ sort: 0, status: SpuStatus.ENABLE, specType: false, virtualSalesCount: 0 }} aria-label="商品信息">
      {section(
        '基础设置',
        <>
          <Form.Item label="商品名称" name="name" rules={[{ required: true, whitespace: true, message: '商品名称不能为空' }]}>
            <Input placeholder="请输入商品名称" maxLength={128} />
          </Form.Item>
          <Form.Item label="商品分类" name="categoryPath" rules={[{ required: true, message: '商品分类不能为空' }]}>
            <Cascader options={categoryOptions} placeholder="请选择商品分类" aria-label="商品分类" />
          </Form.Item>
          <Form.Item label="商品品牌" name="brandId" rules={[{ required: true, message: '商品品牌不能为空' }]}>
            <Select placeholder="请选择商品品牌" aria-label="商品品牌" options={(brands.data ?? []).map((b) => ({ label: b.name, value: b.id }))} />
          </Form.Item>
          <Form.Item label="商品封面图" name="picUrl">
            <ImageUpload ariaLabel="商品封面图" />
          </Form.Item>
          <Form.Item label="关键字" name="keyword">
            <Input placeholder="请输入关键字" maxLength={255} />
          </Form.Item>
          <Form.Item label="商品卖点" name="introduction">
            <Input.TextArea placeholder="请输入商品卖点" maxLength={255} />
          </Form.Item>
          <Form.Item label="排序" name="sort" rules={[{ required: true, message: '排序不能为空' }]}>
            <InputNumber min={0} precision={0} />
          </Form.Item>
          <Form.Item label="商品状态" name="status">
            <Radio.Group options={[{ label: '上架', value: SpuStatus.ENABLE }, { label: '放入仓库', value: SpuStatus.DISABLE }]} />
          </Form.Item>
        </>,
      )}
      {section(
        '价格库存',
        <>
          <Form.Item label="商品规格" name="specType">
            <Radio.Group options={[{ label: '单规格', value: false }, { label: '多规格', value: true }]} />
          </Form.Item>
          {specType && (
            <Form.Item label="商品属性">
              <Space direction="vertical" style={{ width: '100%' }}>
                {chosen.map((c) => {
                  const property = propertyOf(c.propertyId);
                  return (
                    <Space key={c.propertyId} align="start">
                      <strong style={{ minWidth: 48, display: 'inline-block' }}>{property?.name}</strong>
                      <Checkbox.Group
                        aria-label={property?.name}
                        value={c.valueIds}
                        // The values keep the property's order, so the matrix does not depend on the clicks' order.
                        onChange={(ids) => setChosen((all) => all.map((x) => (x.propertyId === c.propertyId ? { ...x, valueIds: (property?.values ?? []).map((v) => v.id).filter((v) => ids.includes(v)) } : x)))}
                        options={(property?.values ?? []).map((v) => ({ label: v.name, value: v.id }))}
                      />
                      <Button size="small" type="link" danger icon={<DeleteOutlined aria-hidden />} aria-label={`移除${property?.name ?? ''}`} onClick={() => setChosen((all) => all.filter((x) => x.propertyId !== c.propertyId))} />
                    </Space>
                  );
                })}
                <Select
                  aria-label="添加规格"
                  placeholder="添加规格"
                  style={{ width: 200 }}
                  value={null}
                  options={unpicked.map((p) => ({ label: p.name, value: p.id }))}
                  onChange={(propertyId: number) => setChosen((all) => [...all, { propertyId, valueIds: [] }])}
                />
              </Space>
            </Form.Item>
          )}
          {specType && batchRow}
          <Table<Row> className="spu-skus" size="small" pagination={false} rowKey="key" dataSource={tableRows} columns={columns} scroll={{ x: 'max-content' }} locale={{ emptyText: '请选择规格的属性值' }} />
        </>,
      )}
      {section(
        '商品详情',
        <Form.Item name="description" wrapperCol={{ span: 24 }}>
          <LazyRichTextEditor ariaLabel="商品详情" />
        </Form.Item>,
      )}
      {section(
        '其他',
        <Form.Item label="虚拟销量" name="virtualSalesCount">
          <InputNumber min={0} precision={0} />
        </Form.Item>,
      )}
      <Space>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          保存
        </Button>
        <Button onClick={() => closeTab(LIST_PATH)}>返回</Button>
      </Space>
    </Form>
  );
}
