/**
 * 租户列表 (`/system/tenant/list`): the tenants with their package, quota and expiry, filtered
 * by name, contact, mobile, status and creation date; add (with the tenant's administrator),
 * edit, delete and export for holders of the permissions. The system tenant is on no package
 * and cannot be changed or deleted, so its row has no such buttons.
 */
import { Input, Tag } from 'antd';
import { CommonStatus, MOBILE_PATTERN, PASSWORD_RULE, Permissions, tenantApi, tenantPackageApi, USERNAME_PATTERN, Dicts } from '@tenon/contracts';
import ListPage from '../../../crud/ListPage';
import { useEntityQuery } from '../../../crud/usePagedList';

/** The system tenant is on no package: it has every menu. */
const SYSTEM_TENANT_PACKAGE_ID = 0;
const api = { ...tenantApi, export: tenantApi.exportExcel };

export default function TenantPage() {
  // The enabled packages: the dialog's choices and the names in the list.
  const packages = useEntityQuery(tenantPackageApi.getSimpleList).data ?? [];
  const packageName = (id: number) => packages.find((row) => row.id === id)?.name;
  return (
    <ListPage
      api={api}
      permissions={Permissions.system.tenant}
      noun="租户"
      exportFile="租户列表.xlsx"
      writableRow={(tenant) => tenant.packageId !== SYSTEM_TENANT_PACKAGE_ID}
      columns={[
        { title: '租户编号', dataIndex: 'id', width: 90 },
        { title: '租户名', dataIndex: 'name', width: 140, search: true },
        {
          title: '租户套餐',
          dataIndex: 'packageId',
          width: 120,
          render: ({ packageId }) =>
            packageId === SYSTEM_TENANT_PACKAGE_ID ? <Tag color="error">系统租户</Tag> : packageName(packageId) && <Tag color="processing">{packageName(packageId)}</Tag>,
        },
        { title: '联系人', dataIndex: 'contactName', width: 100, search: true },
        { title: '联系手机', dataIndex: 'contactMobile', width: 130, search: true },
        { title: '账号额度', dataIndex: 'accountCount', width: 100, render: (tenant) => <Tag>{tenant.accountCount}</Tag> },
        { title: '过期时间', dataIndex: 'expireTime', valueType: 'dateTime' },
        { title: '绑定域名', dataIndex: 'domain', width: 180 },
        { title: '租户状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: true },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 500,
        labelWidth: 80,
        // Empty rather than left out, as the reference sends them.
        defaults: { status: CommonStatus.ENABLE, contactMobile: '', domain: '' },
        fields: [
          { label: '租户名', name: 'name' },
          { label: '租户套餐', name: 'packageId', kind: 'select', options: packages.map((row) => ({ label: row.name, value: row.id })) },
          { label: '联系人', name: 'contactName' },
          { label: '联系手机', name: 'contactMobile', maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' }] },
          // The tenant's administrator, created with it.
          {
            label: '用户名称',
            name: 'username',
            whenEditing: 'hidden',
            rules: [{ pattern: new RegExp(USERNAME_PATTERN), message: '用户名称由 4 到 30 位数字、字母组成' }],
            input: <Input placeholder="请输入用户名称" maxLength={30} autoComplete="off" />,
          },
          {
            label: '用户密码',
            name: 'password',
            whenEditing: 'hidden',
            rules: [PASSWORD_RULE],
            input: <Input.Password placeholder="请输入用户密码" maxLength={32} autoComplete="new-password" />,
          },
          { label: '账号额度', name: 'accountCount', kind: 'number', placeholder: '请输入账号额度' },
          { label: '过期时间', name: 'expireTime', kind: 'dateTime' },
          { label: '绑定域名', name: 'domain' },
          { label: '租户状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
        ],
      }}
    />
  );
}
