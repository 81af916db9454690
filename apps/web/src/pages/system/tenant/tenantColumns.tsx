import { Tag, type TableColumnsType } from 'antd';
import type { Tenant } from '@tenon/contracts';
import DictTag from '../../../dict/DictTag';
import { parseTime } from '../../../utils/date';

/** The system tenant is on no package: it has every menu. */
export const SYSTEM_TENANT_PACKAGE_ID = 0;

export const isSystemTenant = (tenant: Pick<Tenant, 'packageId'>) => tenant.packageId === SYSTEM_TENANT_PACKAGE_ID;

export function tenantColumns(packageNames: ReadonlyMap<number, string>): TableColumnsType<Tenant> {
  return [
    { key: 'id', title: '租户编号', dataIndex: 'id', width: 90, align: 'center' },
    { key: 'name', title: '租户名', dataIndex: 'name', width: 140, align: 'center', ellipsis: true },
    {
      key: 'packageId',
      title: '租户套餐',
      dataIndex: 'packageId',
      width: 120,
      align: 'center',
      render: (packageId: number) =>
        packageId === SYSTEM_TENANT_PACKAGE_ID ? (
          <Tag color="error">系统租户</Tag>
        ) : packageNames.has(packageId) ? (
          <Tag color="processing">{packageNames.get(packageId)}</Tag>
        ) : null,
    },
    { key: 'contactName', title: '联系人', dataIndex: 'contactName', width: 100, align: 'center', ellipsis: true },
    { key: 'contactMobile', title: '联系手机', dataIndex: 'contactMobile', width: 130, align: 'center' },
    {
      key: 'accountCount',
      title: '账号额度',
      dataIndex: 'accountCount',
      width: 100,
      align: 'center',
      render: (value: number) => <Tag>{value}</Tag>,
    },
    { key: 'expireTime', title: '过期时间', dataIndex: 'expireTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
    { key: 'domain', title: '绑定域名', dataIndex: 'domain', width: 180, align: 'center', ellipsis: true },
    {
      key: 'status',
      title: '租户状态',
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (value: number) => <DictTag type="common_status" value={value} />,
    },
    { key: 'createTime', title: '创建时间', dataIndex: 'createTime', width: 180, align: 'center', render: (value: number) => parseTime(value) },
  ];
}
