/**
 * 租户套餐 (`/system/tenant/package`): the contract's `tenantPackageResource`, each package a set
 * of menus. The server refuses to delete a package a tenant still uses, and says so.
 */
import { tenantPackageApi, tenantPackageResource } from '@tenon/contracts';
import CheckableTree from '../../../components/CheckableTree';
import ResourcePage from '../../../crud/ResourcePage';
import { resourceFormFields } from '../../../crud/fromResource';
import type { FormValuesOf } from '../../../crud/listResource';
import { useMenuTree } from '../shared/lookups';

export default function TenantPackagePage() {
  const menus = useMenuTree();
  // A package may start with no menu: the tree is not required although the body always carries the list.
  const fields = resourceFormFields<FormValuesOf<typeof tenantPackageApi>>(tenantPackageResource).map((field) =>
    field.name === 'menuIds' ? { ...field, required: false, input: <CheckableTree label={field.label} treeData={menus.tree} loading={menus.loading} /> } : field,
  );
  return <ResourcePage resource={tenantPackageResource} form={{ width: 560, fields }} />;
}
