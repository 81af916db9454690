/**
 * 分配数据权限: the rows a role's holders see. Departments are chosen only for
 * 指定部门数据权限 and sent only then; the other scopes need none.
 */
import { useEffect, useRef } from 'react';
import { Form, Input, Select } from 'antd';
import { permissionApi, roleApi, type Role, Dicts } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { dictOptions } from '../../../crud/dictOptions';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { useEntityQuery } from '../../../crud/usePagedList';
import { useDictDatas } from '../../../stores/dictStore';
import CheckableTree from '../../../components/CheckableTree';
import { knownKeys } from '../../../components/treeChecks';
import { useDeptTree } from '../shared/lookups';

/** 指定部门数据权限 */
export const DATA_SCOPE_DEPT_CUSTOM = 2;

interface DataScopeForm {
  name: string;
  code: string;
  dataScope: number;
  depts?: number[];
}

export interface RoleDataScopeModalProps {
  role: Role | null;
  onClose: () => void;
}

export const DEPTS_REQUIRED = '指定部门时请至少选择一个部门';

export default function RoleDataScopeModal({ role, onClose }: RoleDataScopeModalProps) {
  const [form] = Form.useForm<DataScopeForm>();
  const save = useConfirmedAction();
  const deptTree = useDeptTree();
  const scopeOptions = dictOptions(useDictDatas(Dicts.systemDataScope), Number);
  const record = useEntityQuery(roleApi.get, { query: { id: role?.id ?? 0 } }, role !== null);
  const ready = role !== null && !deptTree.loading && !record.isFetching && record.data !== undefined;
  const dataScope = Form.useWatch('dataScope', form);

  // Filled once per opening, so a background refetch never undoes the user's choices.
  const filledFor = useRef<Role | null>(null);
  useEffect(() => {
    if (!role) filledFor.current = null;
    if (!role || !ready || filledFor.current === role) return;
    filledFor.current = role;
    const { name, code, dataScope: scope, dataScopeDeptIds } = record.data!;
    form.resetFields();
    form.setFieldsValue({ name, code, dataScope: scope, depts: knownKeys(deptTree.tree, dataScopeDeptIds) });
  }, [role, ready, deptTree.tree, record.data, form]);

  const submit = async ({ dataScope: scope, depts }: DataScopeForm) => {
    if (!role) return false;
    const body =
      scope === DATA_SCOPE_DEPT_CUSTOM
        ? { roleId: role.id, dataScope: scope, dataScopeDeptIds: depts ?? [] }
        : { roleId: role.id, dataScope: scope };
    return save({ run: () => callApi(permissionApi.assignRoleDataScope, { body }), success: '修改成功', reloads: roleApi.page });
  };

  return (
    <FormModal<DataScopeForm> open={role !== null} title="分配数据权限" form={form} onSubmit={submit} onClose={onClose} loading={role !== null && !ready} width={560} labelWidth={80}>
      <Form.Item label="角色名称" name="name">
        <Input disabled />
      </Form.Item>
      <Form.Item label="角色标识" name="code">
        <Input disabled />
      </Form.Item>
      <Form.Item label="权限范围" name="dataScope" rules={[{ required: true, message: '权限范围不能为空' }]}>
        <Select options={scopeOptions} placeholder="请选择权限范围" />
      </Form.Item>
      {/* Hidden rather than removed, so the departments chosen survive a look at another scope. */}
      <div hidden={dataScope !== DATA_SCOPE_DEPT_CUSTOM}>
        <Form.Item
          label="数据权限"
          name="depts"
          rules={[
            {
              // Only for 指定部门: the server refuses it without a department, too.
              validator: async (_, depts?: unknown[]) => {
                if (form.getFieldValue('dataScope') === DATA_SCOPE_DEPT_CUSTOM && !depts?.length) throw new Error(DEPTS_REQUIRED);
              },
            },
          ]}
          dependencies={['dataScope']}
        >
          <CheckableTree treeData={deptTree.tree} label="数据权限" loading={deptTree.loading} defaultExpandAll withHalfChecked={false} />
        </Form.Item>
      </div>
    </FormModal>
  );
}
