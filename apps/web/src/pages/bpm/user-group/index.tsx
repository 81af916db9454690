/**
 * 用户分组 (`/bpm/manager/user-group`): named sets of users that process tasks can be assigned
 * to. The 成员 column names members by nickname; an id the user list lacks (a deleted user)
 * shows as is.
 */
import { useMemo } from 'react';
import { Select } from 'antd';
import { userGroupResource } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { useUserOptions } from '../../system/shared/lookups';

export default function UserGroupPage() {
  const userOptions = useUserOptions();
  const nicknames = useMemo(() => new Map(userOptions.map((option) => [option.value, option.label])), [userOptions]);
  const nicknameOf = (id: number) => nicknames.get(id) ?? String(id);
  return (
    <ResourcePage
      resource={userGroupResource}
      render={{ memberUserIds: (group) => group.memberUserIds.map(nicknameOf).join('、') }}
      inputs={{ memberUserIds: <Select mode="multiple" placeholder="请选择成员" options={userOptions} showSearch={{ optionFilterProp: 'label' }} allowClear /> }}
      form={{ width: 500, labelWidth: 80 }}
    />
  );
}
