/**
 * 用户分组 (`/bpm/manager/user-group`): named sets of users that process tasks can be assigned
 * to. The 成员 column names members by nickname; an id the user list lacks (a deleted user)
 * shows as is.
 */
import { useMemo } from 'react';
import { Select } from 'antd';
import { CommonStatus, Permissions, userGroupApi, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import { useUserOptions } from '../../system/shared/lookups';

export default function UserGroupPage() {
  const userOptions = useUserOptions();
  const nicknames = useMemo(() => new Map(userOptions.map((option) => [option.value, option.label])), [userOptions]);
  const nicknameOf = (id: number) => nicknames.get(id) ?? String(id);
  return (
    <ListPage
      api={userGroupApi}
      permissions={Permissions.bpm.userGroup}
      noun="用户组"
      columns={[
        { title: '编号', dataIndex: 'id', width: 80 },
        { title: '组名', dataIndex: 'name', width: 160, search: true },
        { title: '描述', dataIndex: 'description' },
        { title: '成员', dataIndex: 'memberUserIds', ellipsis: true, render: (group) => group.memberUserIds.map(nicknameOf).join('、') },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: true },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 500,
        labelWidth: 80,
        defaults: { status: CommonStatus.ENABLE, memberUserIds: [] },
        fields: [
          { label: '组名', name: 'name' },
          { label: '描述', name: 'description', kind: 'textarea' },
          {
            label: '成员',
            name: 'memberUserIds',
            input: <Select mode="multiple" placeholder="请选择成员" options={userOptions} showSearch={{ optionFilterProp: 'label' }} allowClear />,
          },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
        ],
      }}
    />
  );
}
