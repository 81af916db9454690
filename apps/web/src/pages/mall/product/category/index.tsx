/**
 * 商品分类 (`/product/category`): the categories as a tree table, all open at first, filtered by
 * name; add (at the top or under a top category), edit and delete. The tree has two levels, so
 * the 上级分类 choices are 顶级分类 and the top categories (the edited one left out). The server
 * refuses to delete a category with sub-categories or products, and its reason shows.
 */
import { useMemo, useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CATEGORY_ROOT_ID, productCategoryApi, productCategoryResource, type BodyOf, type ProductCategory } from '@tenon/contracts';
import ResourcePage from '../../../../crud/ResourcePage';
import { resourceColumns, resourceFormFields } from '../../../../crud/fromResource';
import type { FormField } from '../../../../crud/listResource';
import ResourceFormDialog from '../../../../crud/ResourceFormDialog';
import { useEntityQuery } from '../../../../crud/usePagedList';

/** 顶级分类 and every top category but the edited one: a sub-category is no parent (two levels). */
export function parentChoices(categories: readonly ProductCategory[], editedId?: number) {
  return [
    { value: CATEGORY_ROOT_ID, label: '顶级分类' },
    ...categories.filter((c) => c.parentId === CATEGORY_ROOT_ID && c.id !== editedId).map((c) => ({ value: c.id, label: c.name })),
  ];
}

function ParentSelect({ editedId, ...props }: SelectProps & { editedId?: number }) {
  const categories = useEntityQuery(productCategoryApi.list, { query: {} });
  const options = useMemo(() => parentChoices(categories.data ?? [], editedId), [categories.data, editedId]);
  return <Select {...props} options={options} placeholder="请选择上级分类" showSearch optionFilterProp="label" loading={categories.isLoading} />;
}

type Values = BodyOf<typeof productCategoryApi.create>;

export default function ProductCategoryPage() {
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);
  // The tree's names read from the left, under their expand arrows.
  const columns = resourceColumns<ProductCategory>(productCategoryResource).map((column) =>
    column.dataIndex === 'name' ? { ...column, width: 240, align: 'left' as const } : column,
  );
  const fields = resourceFormFields<Values>(productCategoryResource).map((field): FormField<Values> =>
    field.name === 'parentId' ? { ...field, input: <ParentSelect editedId={editing?.id} /> } : field,
  );
  return (
    <ResourcePage
      resource={productCategoryResource}
      tree="expanded"
      columns={columns}
      form={false}
      deleteConfirm={(category) => `是否确认删除名称为"${category.name}"的数据项?`}
      onCreate={() => setEditing({})}
      onEdit={(category) => setEditing({ id: category.id })}
      rowActions={[
        {
          label: '新增',
          icon: <PlusOutlined aria-hidden />,
          permission: productCategoryResource.permissions.create,
          beforeDelete: true,
          // Only a top category takes sub-categories.
          shownFor: (category) => category.parentId === CATEGORY_ROOT_ID,
          onClick: (category) => setEditing({ parentId: category.id }),
        },
      ]}
    >
      <ResourceFormDialog<Values>
        api={productCategoryResource.api}
        noun={productCategoryResource.noun}
        editing={editing}
        onClose={() => setEditing(null)}
        form={{
          width: 600,
          labelWidth: 90,
          defaults: { ...productCategoryResource.defaults, parentId: editing?.parentId ?? CATEGORY_ROOT_ID },
          // Cleared texts are sent empty: an omitted one would keep its old value.
          toBody: (values) => ({ ...values, picUrl: values.picUrl ?? '', description: values.description ?? '' }),
          fields,
        }}
      />
    </ResourcePage>
  );
}
