/**
 * 租户列表 (`/system/tenant/list`): the tenants with their package, quota and expiry, filtered
 * by name, contact, mobile, status and creation date; add (with the tenant's administrator),
 * edit, delete and export for holders of the permissions. The system tenant is on no package
 * and cannot be changed or deleted, so its row has no such buttons.
 */
import { Input, Tag } from 'antd';
import { MOBILE_PATTERN, PASSWORD_RULE, tenantPackageApi, tenantResource, USERNAME_PATTERN, type Tenant } from '@tenon/contracts';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';
import type { FormField, FormValuesOf } from '../../../crud/listResource';
import { useEntityQuery } from '../../../crud/usePagedList';

/** The system tenant is on no package: it has every menu. */
const SYSTEM_TENANT_PACKAGE_ID = 0;

type Values = FormValuesOf<typeof tenantResource.api>;

export default function TenantPage() {
  // The enabled packages: the dialog's choices and the names in the list.
  const packages = useEntityQuery(tenantPackageApi.getSimpleList).data ?? [];
  const packageName = (id: number) => packages.find((row) => row.id === id)?.name;
  const own: Partial<Record<keyof Values, Partial<FormField<Values>>>> = {
    packageId: { kind: 'select', options: packages.map((row) => ({ label: row.name, value: row.id })) },
    contactMobile: { maxLength: 11, rules: [{ pattern: new RegExp(MOBILE_PATTERN), message: '请输入正确的手机号码' }] },
    // The tenant's administrator, created with it.
    username: {
      label: '用户名称',
      whenEditing: 'hidden',
      rules: [{ pattern: new RegExp(USERNAME_PATTERN), message: '用户名称由 4 到 30 位数字、字母组成' }],
      input: <Input placeholder="请输入用户名称" maxLength={30} autoComplete="off" />,
    },
    password: {
      label: '用户密码',
      whenEditing: 'hidden',
      rules: [PASSWORD_RULE],
      input: <Input.Password placeholder="请输入用户密码" maxLength={32} autoComplete="new-password" />,
    },
  };
  return (
    <ResourcePage
      resource={tenantResource}
      writableRow={(tenant) => tenant.packageId !== SYSTEM_TENANT_PACKAGE_ID}
      render={{
        packageId: ({ packageId }: Tenant) =>
          packageId === SYSTEM_TENANT_PACKAGE_ID ? <Tag color="error">系统租户</Tag> : packageName(packageId) && <Tag color="processing">{packageName(packageId)}</Tag>,
        accountCount: (tenant: Tenant) => <Tag>{tenant.accountCount}</Tag>,
      }}
      form={{ width: 500, labelWidth: 80, fields: resourceFormFields<Values>(tenantResource).map((field) => ({ ...field, ...own[field.name] })) }}
    />
  );
}
