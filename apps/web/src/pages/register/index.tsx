/**
 * The register page (/register), outside the main layout and dressed as the login page. A
 * visitor names the tenant they join, picks a username, nickname and password, and always
 * solves the slider (the server requires it for every registration); the answer is a session,
 * stored as the login stores it, and the guard opens the console (or `redirect`).
 * Whether registration is open comes from login-options once the tenant name is known (the
 * remembered tenant, or the demo's, on load; the typed one when the field is left); closed, the
 * page says so instead of offering a form the server would refuse.
 */
import { useEffect, useState } from 'react';
import { Button, Form, Input, Result } from 'antd';
import { ApartmentOutlined, LockOutlined, SmileOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi, ErrorCodes, PASSWORD_RULE, USERNAME_PATTERN } from '@tenon/contracts';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { safeRedirect } from '../../router/guard';
import { selectTenant, TenantNotFoundError } from '../../session/signIn';
import { getTenantName, setTokens } from '../../stores/authStorage';
import { confirmPasswordRule } from '../../utils/confirmPasswordRule';
import { useCaptchaPrompt } from '../login/captcha/useCaptchaPrompt';
import LoginCardHeader from '../login/LoginCardHeader';
import { useLoginOptions } from '../login/social/useLoginOptions';
import '../login/login.css';

interface RegisterForm {
  tenantName: string;
  username: string;
  nickname: string;
  password: string;
  confirmPassword: string;
}

const withRedirect = (path: string, redirect: string | null) => (redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path);

export default function RegisterPage() {
  const [form] = Form.useForm<RegisterForm>();
  const [submitting, setSubmitting] = useState(false);
  const [refusedAsClosed, setRefusedAsClosed] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const captcha = useCaptchaPrompt();
  const { options, load } = useLoginOptions();
  const askedRedirect = searchParams.get('redirect');
  const loginPath = withRedirect('/login', askedRedirect);

  useEffect(() => {
    let active = true;
    const known = getTenantName();
    if (known) {
      form.setFieldsValue({ tenantName: known });
      void load(known);
      return;
    }
    callApi(authApi.loginHints, { showError: false })
      .then((hints) => {
        if (!active || !hints || form.isFieldTouched('tenantName')) return;
        form.setFieldsValue({ tenantName: hints.tenantName });
        void load(hints.tenantName);
      })
      .catch(() => undefined); // without hints the visitor types the tenant name
    return () => {
      active = false;
    };
  }, [form, load]);

  async function submit(values: RegisterForm) {
    setSubmitting(true);
    try {
      await selectTenant(values.tenantName);
      const captchaVerification = await captcha.solve();
      const tokens = await callApi(authApi.register, {
        body: { username: values.username.trim(), nickname: values.nickname.trim(), password: values.password, captchaVerification },
      });
      setTokens(tokens);
      await navigate(safeRedirect(askedRedirect), { replace: true });
    } catch (error) {
      if (error instanceof TenantNotFoundError) form.setFields([{ name: 'tenantName', errors: [error.message] }]);
      if (error instanceof ApiError && error.code === ErrorCodes.AUTH_REGISTER_DISABLED.code) setRefusedAsClosed(true);
      // A closed slider is the visitor's choice; other failures were shown by the request client.
    } finally {
      setSubmitting(false);
    }
  }

  const closed = refusedAsClosed || options?.registerEnabled === false;

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="register-title">
        <LoginCardHeader titleId="register-title" subtitle="注册新账号" />
        {closed ? (
          <Result
            status="warning"
            title="注册功能未开启"
            subTitle="请联系管理员开通账号，或使用已有账号登录"
            extra={
              <Button type="primary" onClick={() => void navigate(loginPath)}>
                返回登录
              </Button>
            }
          />
        ) : (
          <Form<RegisterForm> form={form} layout="vertical" requiredMark={false} onFinish={submit} size="large">
            <Form.Item label="租户名称" name="tenantName" rules={[{ required: true, whitespace: true, message: '租户不能为空' }]}>
              <Input
                prefix={<ApartmentOutlined />}
                placeholder="请输入租户名称"
                autoComplete="organization"
                onBlur={(event) => void load(event.target.value)}
              />
            </Form.Item>
            <Form.Item
              label="用户名"
              name="username"
              rules={[
                { required: true, whitespace: true, message: '用户名不能为空' },
                { pattern: new RegExp(USERNAME_PATTERN), message: '用户名为 4 到 30 位字母或数字' },
              ]}
            >
              <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" maxLength={30} />
            </Form.Item>
            <Form.Item label="昵称" name="nickname" rules={[{ required: true, whitespace: true, message: '昵称不能为空' }]}>
              <Input prefix={<SmileOutlined />} placeholder="请输入昵称" autoComplete="nickname" maxLength={30} />
            </Form.Item>
            <Form.Item
              label="密码"
              name="password"
              rules={[
                { required: true, message: '密码不能为空' },
                PASSWORD_RULE,
              ]}
            >
              <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="new-password" />
            </Form.Item>
            <Form.Item
              label="确认密码"
              name="confirmPassword"
              dependencies={['password']}
              rules={[
                { required: true, message: '请再次输入密码' },
                confirmPasswordRule('password'),
              ]}
            >
              <Input.Password prefix={<LockOutlined />} placeholder="请再次输入密码" autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {submitting ? '注册中' : '注册'}
            </Button>
          </Form>
        )}
        <p className="login-register">
          <Link to={loginPath}>使用已有账号登录</Link>
        </p>
      </section>
      {captcha.popup}
      <footer className="login-footer">Tenon · 开源多租户管理后台</footer>
    </main>
  );
}
