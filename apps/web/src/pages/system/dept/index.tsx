/**
 * 部门管理 (`/system/dept`): the departments as a tree table, all open at first, filtered by
 * name and status; add (at the top or under a row), edit and delete, each button shown only
 * to holders of its permission. The server refuses to delete a department that still has
 * sub-departments or staff, and its reason shows.
 */
import { useMemo, useState } from 'react';
import { Select, TreeSelect, type TreeSelectProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { deptApi, deptResource, MOBILE_PATTERN, type BodyOf, type Dept } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceColumns, resourceFormFields } from '../../../crud/fromResource';
import type { FormField } from '../../../crud/listResource';
import ResourceFormDialog from '../../../crud/ResourceFormDialog';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useUserOptions } from '../shared/lookups';
import { parentOptions } from './parentOptions';

/** The reference's 负责人 text: the leader's nickname, 未设置 without one, 未知【id】 for a user no longer listed. */
export function leaderName(leaderUserId: number | null, nicknames: ReadonlyMap<number, string>): string {
  if (!leaderUserId) return '未设置';
  return nicknames.get(leaderUserId) ?? `未知【${leaderUserId}】`;
}

function ParentSelect({ editedId, ...props }: TreeSelectProps & { editedId?: number }) {
  // Every department the user may see, disabled ones included: a parent may be disabled.
  const depts = useEntityQuery(deptApi.list, { query: {} });
  const treeData = useMemo(() => parentOptions(depts.data ?? [], editedId), [depts.data, editedId]);
  return <TreeSelect {...props} treeData={treeData} placeholder="选择上级部门" treeDefaultExpandAll showSearch treeNodeFilterProp="title" loading={depts.isLoading} />;
}

type Values = BodyOf<typeof deptApi.create>;

export default function DeptPage() {
  const userOptions = useUserOptions();
  const nicknames = useMemo(() => new Map(userOptions.map((option) => [option.value, option.label])), [userOptions]);
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);
  // The tree's names read from the left, under their expand arrows.
  const columns = resourceColumns<Dept>(deptResource, { leaderUserId: (dept) => leaderName(dept.leaderUserId, nicknames) }).map((column) =>
    column.dataIndex === 'name' ? { ...column, width: 260, align: 'left' as const } : column,
  );
  const own: Partial<Record<keyof Values, Partial<FormField<Values>>>> = {
    parentId: { input: <ParentSelect editedId={editing?.id} /> },
    leaderUserId: { input: <Select placeholder="请选择负责人" allowClear showSearch optionFilterProp="label" options={userOptions} /> },
    phone: { maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' }] },
    email: { maxLength: 50, rules: [{ type: 'email', message: '请输入正确的邮箱地址' }] },
  };
  const fields = resourceFormFields<Values>(deptResource).map((field) => ({ ...field, ...own[field.name] }));
  return (
    <ResourcePage
      resource={deptResource}
      tree="expanded"
      columns={columns}
      form={false}
      deleteConfirm={(dept) => `是否确认删除名称为"${dept.name}"的数据项?`}
      onCreate={() => setEditing({})}
      onEdit={(dept) => setEditing({ id: dept.id })}
      rowActions={[{ label: '新增', icon: <PlusOutlined aria-hidden />, permission: deptResource.permissions.create, beforeDelete: true, onClick: (dept) => setEditing({ parentId: dept.id }) }]}
    >
      <ResourceFormDialog<Values>
        api={deptResource.api}
        noun={deptResource.noun}
        editing={editing}
        onClose={() => setEditing(null)}
        form={{
          width: 600,
          labelWidth: 80,
          defaults: { ...deptResource.defaults, parentId: editing?.parentId },
          // Cleared fields are sent empty: an omitted one would keep its old value.
          toBody: (values) => ({ ...values, leaderUserId: values.leaderUserId ?? null, phone: values.phone ?? '', email: values.email ?? '' }),
          fields,
        }}
      />
    </ResourcePage>
  );
}
