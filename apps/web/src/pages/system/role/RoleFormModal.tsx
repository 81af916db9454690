/** 添加角色 / 修改角色. A built-in role's edit is refused by the server, whose message shows. */
import { useEffect } from 'react';
import { Form, Input, InputNumber } from 'antd';
import { roleApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../crud/FormModal';
import { useEntityQuery, useInvalidateEntity } from '../../../crud/usePagedList';

type RoleForm = BodyOf<typeof roleApi.create>;

// The contract's pattern for 角色标识: a letter first, then letters, digits, `_` or `-`.
const CODE_PATTERN = /^[A-Za-z][\w-]*$/;

export interface RoleFormModalProps {
  /** null: closed; `{}`: adding; `{ id }`: editing that role. */
  editing: { id?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export default function RoleFormModal({ editing, onClose, onSaved }: RoleFormModalProps) {
  const [form] = Form.useForm<RoleForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(roleApi.get, { query: { id: id ?? 0 } }, id !== undefined);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ sort: 0 });
    else if (record.data) {
      const { name, code, sort, remark } = record.data;
      form.setFieldsValue({ name, code, sort, remark });
    }
  }, [editing, id, record.data, form]);

  const submit = async ({ name, code, sort, remark }: RoleForm) => {
    const body = { name: name.trim(), code: code.trim(), sort, remark: remark ?? '' };
    try {
      if (id === undefined) await callApi(roleApi.create, { body });
      else await callApi(roleApi.update, { body: { ...body, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(roleApi.page);
    return true;
  };

  return (
    <FormModal<RoleForm>
      open={editing !== null}
      title={id === undefined ? '添加角色' : '修改角色'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={500}
    >
      <Form.Item label="角色名称" name="name" rules={[{ required: true, whitespace: true, message: '角色名称不能为空' }]}>
        <Input placeholder="请输入角色名称" maxLength={30} />
      </Form.Item>
      <Form.Item
        label="角色标识"
        name="code"
        rules={[
          { required: true, whitespace: true, message: '角色标识不能为空' },
          { pattern: CODE_PATTERN, message: '角色标识须以字母开头，只能包含字母、数字、下划线和短横线' },
        ]}
      >
        <Input placeholder="请输入角色标识" maxLength={100} />
      </Form.Item>
      <Form.Item label="显示顺序" name="sort" rules={[{ required: true, message: '显示顺序不能为空' }]}>
        <InputNumber min={0} max={999999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
