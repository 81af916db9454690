/** 添加部门 / 修改部门. */
import { useEffect, useMemo } from 'react';
import { Form, Input, InputNumber, Radio, Select, TreeSelect } from 'antd';
import { deptApi, MOBILE_PATTERN, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { dictOptions } from '../../../crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';
import { STATUS_ENABLE } from '../../../crud/StatusSwitch';
import { useDictDatas } from '../../../stores/dictStore';
import { useUserOptions } from '../shared/lookups';
import { parentOptions } from './parentOptions';

type DeptForm = Omit<BodyOf<typeof deptApi.create>, 'leaderUserId'> & { leaderUserId?: number | null };

const MOBILE = new RegExp(MOBILE_PATTERN);

export interface DeptFormModalProps {
  /** null: closed; `{ parentId? }`: adding (under that parent); `{ id }`: editing that department. */
  editing: { id?: number; parentId?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export default function DeptFormModal({ editing, onClose, onSaved }: DeptFormModalProps) {
  const [form] = Form.useForm<DeptForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(deptApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  // Every department the user may see, disabled ones included: a parent may be disabled.
  const allDepts = useEntityQuery(deptApi.list, { query: {} }, editing !== null);
  const treeData = useMemo(() => parentOptions(allDepts.data ?? [], id), [allDepts.data, id]);
  const userOptions = useUserOptions();
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ parentId: editing.parentId, status: STATUS_ENABLE });
    else if (record.data) form.setFieldsValue({ ...record.data, leaderUserId: record.data.leaderUserId ?? undefined });
  }, [editing, id, record.data, form]);

  const submit = async (values: DeptForm) => {
    const body = {
      name: values.name,
      parentId: values.parentId,
      sort: values.sort,
      status: values.status,
      // Cleared fields are sent empty: an omitted one would keep its old value.
      leaderUserId: values.leaderUserId ?? null,
      phone: values.phone ?? '',
      email: values.email ?? '',
    };
    try {
      if (id === undefined) await callApi(deptApi.create, { body });
      else await callApi(deptApi.update, { body: { ...body, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(deptApi.list);
    return true;
  };

  return (
    <FormModal<DeptForm>
      open={editing !== null}
      title={id === undefined ? '添加部门' : '修改部门'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={600}
      labelWidth={80}
    >
      <Form.Item label="上级部门" name="parentId" rules={[{ required: true, message: '上级部门不能为空' }]}>
        <TreeSelect
          treeData={treeData}
          placeholder="选择上级部门"
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          loading={allDepts.isLoading}
        />
      </Form.Item>
      <Form.Item label="部门名称" name="name" rules={[{ required: true, whitespace: true, message: '部门名称不能为空' }]}>
        <Input placeholder="请输入部门名称" maxLength={30} />
      </Form.Item>
      <Form.Item label="显示排序" name="sort" rules={[{ required: true, message: '显示排序不能为空' }]}>
        <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="负责人" name="leaderUserId">
        <Select placeholder="请选择负责人" allowClear showSearch optionFilterProp="label" options={userOptions} />
      </Form.Item>
      <Form.Item label="联系电话" name="phone" rules={[{ pattern: MOBILE, message: '请输入正确的手机号码' }]}>
        <Input placeholder="请输入联系电话" maxLength={11} />
      </Form.Item>
      <Form.Item label="邮箱" name="email" rules={[{ type: 'email', message: '请输入正确的邮箱地址' }]}>
        <Input placeholder="请输入邮箱" maxLength={50} />
      </Form.Item>
      <Form.Item label="部门状态" name="status" rules={[{ required: true, message: '部门状态不能为空' }]}>
        <Radio.Group options={statusOptions} />
      </Form.Item>
    </FormModal>
  );
}
