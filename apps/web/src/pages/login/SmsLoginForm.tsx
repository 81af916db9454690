/**
 * The login page's 短信登录 tab: the tenant, then a code texted to the mobile. The server answers
 * an unknown mobile as a known one, so the form says the same (发送成功) either way.
 */
import { useEffect, useState } from 'react';
import { App, Button, Form, Input, Space } from 'antd';
import { ApartmentOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { authApi, MOBILE_PATTERN, SmsScene } from '@tenon/contracts';
import { callApi } from '../../api/callApi';
import { setTokens } from '../../stores/authStorage';
import { selectTenant, TenantNotFoundError } from '../../session/signIn';

interface SmsLoginValues {
  tenantName: string;
  mobile: string;
  code: string;
}

/** Seconds before another code may be asked for: the server's one-a-minute rule. */
export const RESEND_SECONDS = 60;

const mobilePattern = new RegExp(MOBILE_PATTERN);

export default function SmsLoginForm({ initialTenantName, onSignedIn }: { initialTenantName?: string; onSignedIn: () => void | Promise<void> }) {
  const [form] = Form.useForm<SmsLoginValues>();
  const { message } = App.useApp();
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const tenantFailed = (error: unknown) => {
    if (error instanceof TenantNotFoundError) form.setFields([{ name: 'tenantName', errors: [error.message] }]);
    // Other failures were shown by the request client.
  };

  async function sendCode() {
    let values: Pick<SmsLoginValues, 'tenantName' | 'mobile'>;
    try {
      values = await form.validateFields(['tenantName', 'mobile']);
    } catch {
      return;
    }
    setSending(true);
    try {
      await selectTenant(values.tenantName);
      await callApi(authApi.sendSmsCode, { body: { mobile: values.mobile.trim(), scene: SmsScene.ADMIN_MEMBER_LOGIN } });
      setSecondsLeft(RESEND_SECONDS);
      void message.success('验证码发送成功');
    } catch (error) {
      tenantFailed(error);
    } finally {
      setSending(false);
    }
  }

  async function submit(values: SmsLoginValues) {
    setSubmitting(true);
    try {
      await selectTenant(values.tenantName);
      setTokens(await callApi(authApi.smsLogin, { body: { mobile: values.mobile.trim(), code: values.code.trim() } }));
      await onSignedIn();
    } catch (error) {
      tenantFailed(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form<SmsLoginValues>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ tenantName: initialTenantName ?? '', mobile: '', code: '' }}
      onFinish={submit}
      size="large"
    >
      <Form.Item label="租户名称" name="tenantName" rules={[{ required: true, whitespace: true, message: '租户不能为空' }]}>
        <Input prefix={<ApartmentOutlined />} placeholder="请输入租户名称" autoComplete="organization" />
      </Form.Item>
      <Form.Item
        label="手机号"
        name="mobile"
        rules={[
          { required: true, whitespace: true, message: '手机号不能为空' },
          { validator: async (_, value: string) => (!value?.trim() || mobilePattern.test(value.trim()) ? undefined : Promise.reject(new Error('请输入正确的手机号'))) },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder="请输入手机号" autoComplete="tel" inputMode="tel" />
      </Form.Item>
      <Form.Item label="验证码" required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: '验证码不能为空' }]}>
            <Input prefix={<SafetyOutlined />} placeholder="请输入验证码" autoComplete="one-time-code" inputMode="numeric" aria-label="验证码" />
          </Form.Item>
          <Button onClick={sendCode} loading={sending} disabled={secondsLeft > 0}>
            {secondsLeft > 0 ? `${secondsLeft}秒后可重新获取` : '获取验证码'}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {submitting ? '登录中' : '登录'}
      </Button>
    </Form>
  );
}
