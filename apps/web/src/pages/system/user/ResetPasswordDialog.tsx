/**
 * 重置密码: the reference's prompt (`请输入"admin"的新密码`). The dialog closes only when the
 * server took the password; the toast then repeats it so the administrator can pass it on.
 */
import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { userApi, type User } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_RULES } from './passwordRules';

export interface ResetPasswordDialogProps {
  user: Pick<User, 'id' | 'username'> | null;
  onClose: () => void;
}

export default function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const save = useConfirmedAction();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const question = user ? `请输入"${user.username}"的新密码` : '';

  const submit = async () => {
    let password: string;
    try {
      ({ password } = await form.validateFields());
    } catch {
      return;
    }
    setSaving(true);
    const saved = await save({ run: () => callApi(userApi.updatePassword, { body: { id: user!.id, password } }), success: `修改成功，新密码是：${password}` });
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open={user !== null}
      title="提示"
      width={420}
      okText="确定"
      cancelText="取消"
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form form={form} name="resetPassword" layout="vertical" preserve={false} onFinish={() => void submit()} aria-label="重置密码">
        <Form.Item
          label={question}
          name="password"
          rules={[{ required: true, message: PASSWORD_LENGTH_MESSAGE }, ...PASSWORD_RULES]}
        >
          <Input.Password autoFocus maxLength={32} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
