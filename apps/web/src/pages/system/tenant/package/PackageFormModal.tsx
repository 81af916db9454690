/** 添加租户套餐 / 修改租户套餐: its name, the menus its tenants get, status and remark. */
import { useEffect } from 'react';
import { Form, Input, Radio } from 'antd';
import { tenantPackageApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../../api/callApi';
import CheckableTree from '../../../../components/CheckableTree';
import FormModal from '../../../../crud/FormModal';
import { dictOptions } from '../../../../crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../../crud/usePagedList';
import { STATUS_ENABLE } from '../../../../crud/StatusSwitch';
import { useDictDatas } from '../../../../stores/dictStore';
import { useMenuTree } from '../../shared/lookups';

type PackageForm = BodyOf<typeof tenantPackageApi.create>;

export interface PackageFormModalProps {
  /** null: closed; `{}`: adding; `{ id }`: editing that package. */
  editing: { id?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export default function PackageFormModal({ editing, onClose, onSaved }: PackageFormModalProps) {
  const [form] = Form.useForm<PackageForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(tenantPackageApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  const menus = useMenuTree();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ status: STATUS_ENABLE, menuIds: [] });
    else if (record.data) form.setFieldsValue(record.data);
  }, [editing, id, record.data, form]);

  const submit = async (values: PackageForm) => {
    const body = { name: values.name, status: values.status, remark: values.remark ?? '', menuIds: values.menuIds ?? [] };
    try {
      if (id === undefined) await callApi(tenantPackageApi.create, { body });
      else await callApi(tenantPackageApi.update, { body: { ...body, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(tenantPackageApi.page);
    return true;
  };

  return (
    <FormModal<PackageForm>
      open={editing !== null}
      title={id === undefined ? '添加租户套餐' : '修改租户套餐'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={560}
    >
      <Form.Item label="套餐名" name="name" rules={[{ required: true, whitespace: true, message: '套餐名不能为空' }]}>
        <Input placeholder="请输入套餐名" maxLength={30} />
      </Form.Item>
      <Form.Item label="菜单权限" name="menuIds">
        <CheckableTree label="菜单权限" treeData={menus.tree} loading={menus.loading} />
      </Form.Item>
      <Form.Item label="状态" name="status" rules={[{ required: true, message: '状态不能为空' }]}>
        <Radio.Group options={statusOptions} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input placeholder="请输入备注" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
