/** 添加岗位 / 修改岗位. */
import { useEffect } from 'react';
import { Form, Input, InputNumber, Radio } from 'antd';
import { postApi, type BodyOf } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import FormModal from '../../../components/crud/FormModal';
import { dictOptions } from '../../../components/crud/dictOptions';
import { useEntityQuery, useInvalidateEntity } from '../../../components/crud/usePagedList';
import { STATUS_ENABLE } from '../../../components/crud/StatusSwitch';
import { useDictDatas } from '../../../stores/dictStore';

type PostForm = BodyOf<typeof postApi.create> & { id?: number };

export interface PostFormModalProps {
  /** null: closed; `{}`: adding; `{ id }`: editing that post. */
  editing: { id?: number } | null;
  onClose: () => void;
  onSaved: (created: boolean) => void;
}

export default function PostFormModal({ editing, onClose, onSaved }: PostFormModalProps) {
  const [form] = Form.useForm<PostForm>();
  const invalidate = useInvalidateEntity();
  const id = editing?.id;
  const record = useEntityQuery(postApi.get, { query: { id: id ?? 0 } }, id !== undefined);
  const statusOptions = dictOptions(useDictDatas('common_status'), Number);

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (id === undefined) form.setFieldsValue({ sort: 0, status: STATUS_ENABLE });
    else if (record.data) form.setFieldsValue(record.data);
  }, [editing, id, record.data, form]);

  const submit = async (values: PostForm) => {
    try {
      if (id === undefined) await callApi(postApi.create, { body: values });
      else await callApi(postApi.update, { body: { ...values, id } });
    } catch {
      return false;
    }
    onSaved(id === undefined);
    await invalidate(postApi.page);
    return true;
  };

  return (
    <FormModal<PostForm>
      open={editing !== null}
      title={id === undefined ? '添加岗位' : '修改岗位'}
      form={form}
      onSubmit={submit}
      onClose={onClose}
      loading={id !== undefined && record.isFetching}
      width={500}
    >
      <Form.Item label="岗位名称" name="name" rules={[{ required: true, whitespace: true, message: '岗位名称不能为空' }]}>
        <Input placeholder="请输入岗位名称" maxLength={50} />
      </Form.Item>
      <Form.Item label="岗位编码" name="code" rules={[{ required: true, whitespace: true, message: '岗位编码不能为空' }]}>
        <Input placeholder="请输入编码名称" maxLength={64} />
      </Form.Item>
      <Form.Item label="岗位顺序" name="sort" rules={[{ required: true, message: '岗位顺序不能为空' }]}>
        <InputNumber min={0} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item label="岗位状态" name="status" rules={[{ required: true, message: '岗位状态不能为空' }]}>
        <Radio.Group options={statusOptions} />
      </Form.Item>
      <Form.Item label="备注" name="remark">
        <Input.TextArea placeholder="请输入内容" maxLength={500} />
      </Form.Item>
    </FormModal>
  );
}
