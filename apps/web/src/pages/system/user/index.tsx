/**
 * 用户管理 (`/system/user`): the department tree beside the list narrows it, and the list is
 * filtered by username, mobile, status and creation time. Users are added, edited, enabled or
 * disabled, deleted, given a new password or roles, exported and imported; each button shows
 * only to holders of its permission.
 */
import { useState } from 'react';
import { App, Input, Select, Table, TreeSelect } from 'antd';
import { CheckCircleOutlined, DoubleRightOutlined, KeyOutlined } from '@ant-design/icons';
import { MOBILE_PATTERN, Permissions, USERNAME_PATTERN, userApi, type User, Dicts, USER_EXPORT_FILE } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import ListPage from '../../../crud/ListPage';
import StatusSwitch from '../../../crud/StatusSwitch';
import { useCan } from '../../../permission/useCan';
import { useDeptTree, usePostOptions } from '../shared/lookups';
import AssignRoleModal from './AssignRoleModal';
import DeptTreePanel from './DeptTreePanel';
import ImportResult from './ImportResult';
import { PASSWORD_RULES } from './passwordRules';
import ResetPasswordDialog from './ResetPasswordDialog';
import UserImportModal, { type UserImportResult } from './UserImportModal';
import './user.css';

export default function UserPage() {
  const { modal } = App.useApp();
  const canUpdate = useCan().hasPermission(Permissions.system.user.update);
  const { tree: deptTree } = useDeptTree();
  const postOptions = usePostOptions();
  // As the reference: the department chosen in the tree searches with whatever else is typed.
  const [deptId, setDeptId] = useState<number>();
  const [resetting, setResetting] = useState<User | null>(null);
  const [assigning, setAssigning] = useState<User | null>(null);
  const [importing, setImporting] = useState(false);
  const showImportResult = (result: UserImportResult) =>
    modal.info({ title: '导入结果', content: <ImportResult result={result} />, okText: '确定', width: 460 });

  return (
    <ListPage
      api={userApi}
      permissions={Permissions.system.user}
      noun="用户"
      exportFile={USER_EXPORT_FILE}
      side={<DeptTreePanel selected={deptId} onSelect={setDeptId} />}
      fixedFilters={{ deptId }}
      onReset={() => setDeptId(undefined)}
      onImport={() => setImporting(true)}
      // Denser than the other lists: the department tree takes part of the width.
      renderTable={(table) => <Table<User> {...table} size="middle" />}
      columns={[
        { title: '用户编号', dataIndex: 'id', width: 80 },
        { title: '用户名称', dataIndex: 'username', search: true },
        { title: '用户昵称', dataIndex: 'nickname' },
        { title: '部门', dataIndex: 'dept', ellipsis: true, render: (user) => <span title={user.dept?.name}>{user.dept?.name}</span> },
        { title: '手机号码', dataIndex: 'mobile', width: 115, search: true },
        {
          title: '状态',
          dataIndex: 'status',
          width: 85,
          search: { dict: Dicts.commonStatus, placeholder: '用户状态' },
          render: (user) => (
            <StatusSwitch
              status={user.status}
              subject={`"${user.username}"用户`}
              editable={canUpdate}
              onChange={(next) => callApi(userApi.updateStatus, { body: { id: user.id, status: next } })}
              reloads={userApi.page}
            />
          ),
        },
        { title: '创建时间', dataIndex: 'createTime', width: 160, valueType: 'dateTime', search: true },
      ]}
      rowActions={[
        {
          label: '更多',
          icon: <DoubleRightOutlined aria-hidden />,
          items: [
            { label: '重置密码', icon: <KeyOutlined aria-hidden />, permission: Permissions.system.user.updatePassword, onClick: setResetting },
            { label: '分配角色', icon: <CheckCircleOutlined aria-hidden />, permission: Permissions.system.permission.assignUserRole, onClick: setAssigning },
          ],
        },
      ]}
      form={{
        width: 640,
        labelWidth: 80,
        // A user added while a department is chosen in the tree goes into it.
        defaults: { deptId },
        // 0 means never chosen, which the select shows as empty.
        fromRecord: (user) => ({ ...user, sex: user.sex === 0 ? undefined : user.sex }),
        // Every field, so that clearing one in the form clears it on the server too; the username never changes.
        toBody: (values, user) => ({
          ...values,
          deptId: values.deptId ?? null,
          mobile: values.mobile ?? '',
          email: values.email ?? '',
          postIds: values.postIds ?? [],
          remark: values.remark ?? '',
          username: user?.username ?? values.username,
        }),
        fields: [
          { label: '用户昵称', name: 'nickname', span: 12 },
          {
            label: '归属部门',
            name: 'deptId',
            span: 12,
            input: <TreeSelect treeData={deptTree} placeholder="请选择归属部门" allowClear treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} />,
          },
          { label: '手机号码', name: 'mobile', span: 12, maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' }] },
          {
            label: '邮箱',
            name: 'email',
            span: 12,
            maxLength: 50,
            rules: [
              { type: 'email', message: '请输入正确的邮箱地址' },
              { max: 50, message: '邮箱不能超过 50 个字符' },
            ],
          },
          {
            label: '用户名称',
            name: 'username',
            span: 12,
            whenEditing: 'hidden',
            rules: [{ pattern: new RegExp(USERNAME_PATTERN), message: '用户名称由 4 到 30 位字母或数字组成' }],
            input: <Input placeholder="请输入用户名称" maxLength={30} autoComplete="off" />,
          },
          {
            label: '用户密码',
            name: 'password',
            span: 12,
            whenEditing: 'hidden',
            rules: PASSWORD_RULES,
            input: <Input.Password placeholder="请输入用户密码" maxLength={32} autoComplete="new-password" />,
          },
          { label: '用户性别', name: 'sex', span: 12, kind: 'select', dict: Dicts.systemUserSex, placeholder: '请选择' },
          { label: '岗位', name: 'postIds', span: 12, input: <Select mode="multiple" placeholder="请选择" allowClear options={postOptions} optionFilterProp="label" /> },
          { label: '备注', name: 'remark', kind: 'textarea', placeholder: '请输入内容' },
        ],
      }}
    >
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <AssignRoleModal user={assigning} onClose={() => setAssigning(null)} />
      <UserImportModal open={importing} onClose={() => setImporting(false)} onImported={showImportResult} />
    </ListPage>
  );
}
