/**
 * 重置密码: the reference's prompt (`请输入"admin"的新密码`), pre-filled with 配置管理's
 * `sys.user.init-password` (as the reference's user screen reads it). The dialog closes only
 * when the server took the password; the toast then repeats it so the administrator can pass it on.
 */
import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { ConfigKeys, configApi, userApi, type User } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { useConfirmedAction } from '../../../crud/useConfirmedAction';
import { PASSWORD_LENGTH_MESSAGE, PASSWORD_RULES } from './passwordRules';
import { validatedValues } from '../../../utils/validatedValues';

export interface ResetPasswordDialogProps {
  user: Pick<User, 'id' | 'username'> | null;
  onClose: () => void;
}

export default function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const save = useConfirmedAction();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const question = user ? `请输入"${user.username}"的新密码` : '';

  useEffect(() => {
    if (!user) return;
    let active = true;
    callApi(configApi.getValueByKey, { query: { key: ConfigKeys.INIT_PASSWORD }, showError: false })
      .then((password) => {
        // What the administrator already typed wins over the default arriving late.
        if (active && password && !form.isFieldTouched('password')) form.setFieldsValue({ password });
      })
      // Without the default (made invisible, or the call failed) the field simply starts empty.
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [user, form]);

  const submit = async () => {
    const values = await validatedValues(form);
    if (values === undefined) return;
    const { password } = values;
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
