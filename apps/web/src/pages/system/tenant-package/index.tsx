/**
 * 租户套餐 (`/system/tenant/package`): the packages a tenant can be put on, each a set of
 * menus. The server refuses to delete a package a tenant still uses, and says so.
 */
import { CommonStatus, Permissions, tenantPackageApi, Dicts } from '@tenon/contracts';
import CheckableTree from '../../../components/CheckableTree';
import ListPage from '../../../crud/ListPage';
import { useMenuTree } from '../shared/lookups';

export default function TenantPackagePage() {
  const menus = useMenuTree();
  return (
    <ListPage
      api={tenantPackageApi}
      permissions={Permissions.system.tenantPackage}
      noun="租户套餐"
      columns={[
        { title: '套餐编号', dataIndex: 'id', width: 100 },
        { title: '套餐名', dataIndex: 'name', search: true },
        { title: '状态', dataIndex: 'status', width: 100, dict: Dicts.commonStatus, search: true },
        { title: '备注', dataIndex: 'remark' },
        { title: '创建时间', dataIndex: 'createTime', valueType: 'dateTime', search: true },
      ]}
      form={{
        width: 560,
        defaults: { status: CommonStatus.ENABLE, menuIds: [] },
        fields: [
          { label: '套餐名', name: 'name' },
          { label: '菜单权限', name: 'menuIds', required: false, input: <CheckableTree label="菜单权限" treeData={menus.tree} loading={menus.loading} /> },
          { label: '状态', name: 'status', kind: 'radio', dict: Dicts.commonStatus },
          { label: '备注', name: 'remark' },
        ],
      }}
    />
  );
}
