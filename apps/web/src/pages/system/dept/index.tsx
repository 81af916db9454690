/**
 * 部门管理 (`/system/dept`): the departments as a tree table, all open at first, filtered by
 * name and status; add (at the top or under a row), edit and delete, each button shown only
 * to holders of its permission. The server refuses to delete a department that still has
 * sub-departments or staff, and its reason shows.
 */
import { useMemo, useState } from 'react';
import { Select, TreeSelect, type TreeSelectProps } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { CommonStatus, deptApi, MOBILE_PATTERN, Permissions, type BodyOf, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import ResourceFormDialog from '../../../crud/ResourceFormDialog';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useUserOptions } from '../shared/lookups';
import { parentOptions } from './parentOptions';

const api = { ...deptApi, page: deptApi.list };

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

export default function DeptPage() {
  const userOptions = useUserOptions();
  const nicknames = useMemo(() => new Map(userOptions.map((option) => [option.value, option.label])), [userOptions]);
  const [editing, setEditing] = useState<{ id?: number; parentId?: number } | null>(null);
  return (
    <ListPage
      api={api}
      permissions={Permissions.system.dept}
      noun="部门"
      tree="expanded"
      columns={[
        { title: '部门名称', dataIndex: 'name', width: 260, align: 'left', search: true },
        { title: '负责人', dataIndex: 'leaderUserId', width: 120, render: (dept) => leaderName(dept.leaderUserId, nicknames) },
        { title: '排序', dataIndex: 'sort', width: 100 },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: { placeholder: '部门状态' } },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime' },
      ]}
      deleteConfirm={(dept) => `是否确认删除名称为"${dept.name}"的数据项?`}
      onCreate={() => setEditing({})}
      onEdit={(dept) => setEditing({ id: dept.id })}
      rowActions={[{ label: '新增', icon: <PlusOutlined aria-hidden />, permission: Permissions.system.dept.create, beforeDelete: true, onClick: (dept) => setEditing({ parentId: dept.id }) }]}
    >
      <ResourceFormDialog<BodyOf<typeof deptApi.create>>
        api={api}
        noun="部门"
        editing={editing}
        onClose={() => setEditing(null)}
        form={{
          width: 600,
          labelWidth: 80,
          defaults: { parentId: editing?.parentId, status: CommonStatus.ENABLE },
          // Cleared fields are sent empty: an omitted one would keep its old value.
          toBody: (values) => ({ ...values, leaderUserId: values.leaderUserId ?? null, phone: values.phone ?? '', email: values.email ?? '' }),
          fields: [
            { label: '上级部门', name: 'parentId', input: <ParentSelect editedId={editing?.id} /> },
            { label: '部门名称', name: 'name' },
            { label: '显示排序', name: 'sort', kind: 'number' },
            { label: '负责人', name: 'leaderUserId', input: <Select placeholder="请选择负责人" allowClear showSearch optionFilterProp="label" options={userOptions} /> },
            { label: '联系电话', name: 'phone', maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' }] },
            { label: '邮箱', name: 'email', maxLength: 50, rules: [{ type: 'email', message: '请输入正确的邮箱地址' }] },
            { label: '部门状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          ],
        }}
      />
    </ListPage>
  );
}
