/**
 * The login page (/login). Demo values come from login-hints on the embedded demo start;
 * remembered values (username and tenant name, never the password) come from the browser.
 * After login the guard starts the session while the button keeps spinning.
 * Below the form, what the tenant offers besides (login-options, once the tenant name is known:
 * on load and when the field is left): its social providers and, when open, 注册.
 */
import { useEffect, useState } from 'react';
import { Button, Checkbox, Form, Input, Tabs } from 'antd';
import { ApartmentOutlined, LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authApi, type SocialType } from '@tenon/contracts';
import { callApi } from '../../api/callApi';
import { safeRedirect } from '../../router/guard';
import { getRememberedLogin } from '../../stores/authStorage';
import { selectTenant, signIn, TenantNotFoundError, type SignInForm } from '../../session/signIn';
import { goToProvider, socialLoginUri } from '../../session/socialSignIn';
import LoginCardHeader from './LoginCardHeader';
import SmsLoginForm from './SmsLoginForm';
import { useCaptchaPrompt } from './captcha/useCaptchaPrompt';
import SocialLoginButtons from './social/SocialLoginButtons';
import { useLoginOptions } from './social/useLoginOptions';
import './login.css';


function rememberedValues(): SignInForm {
  const remembered = getRememberedLogin();
  return {
    tenantName: remembered?.tenantName ?? '',
    username: remembered?.username ?? '',
    password: '',
    rememberMe: remembered !== null,
  };
}

const registerPath = (redirect: string | null) => (redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register');

export default function LoginPage() {
  const [form] = Form.useForm<SignInForm>();
  const [submitting, setSubmitting] = useState(false);
  const [method, setMethod] = useState('password');
  const [initialValues] = useState(rememberedValues);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const captcha = useCaptchaPrompt();
  const loginOptions = useLoginOptions();
  const loadOptions = loginOptions.load;
  const [leavingFor, setLeavingFor] = useState<number | null>(null);
  const redirect = safeRedirect(searchParams.get('redirect'));

  useEffect(() => {
    let active = true;
    callApi(authApi.loginHints, { showError: false })
      .then((hints) => {
        if (!active || !hints) return;
        // Fill only what the user has neither remembered nor typed.
        const current = form.getFieldsValue();
        const untouched = (name: keyof SignInForm) => !current[name] && !form.isFieldTouched(name);
        const fill: Partial<SignInForm> = {};
        if (untouched('tenantName')) fill.tenantName = hints.tenantName;
        if (untouched('username')) fill.username = hints.username;
        if (untouched('password') && (fill.username ?? current.username) === hints.username) fill.password = hints.password;
        form.setFieldsValue(fill);
      })
      .catch(() => undefined) // hints are a convenience: without them the form is simply empty
      .finally(() => {
        if (active) void loadOptions(form.getFieldValue('tenantName') as string | undefined);
      });
    return () => {
      active = false;
    };
  }, [form, loadOptions]);

  const openRedirect = () => navigate(redirect, { replace: true });

  const tenantFailed = (error: unknown) => {
    if (error instanceof TenantNotFoundError) form.setFields([{ name: 'tenantName', errors: [error.message] }]);
    // Other failures were shown by the request client.
  };

  /** The reference asks for the tenant first: the provider's answer signs in to that tenant. */
  async function loginWith(type: SocialType) {
    const tenantName = ((form.getFieldValue('tenantName') as string | undefined) ?? '').trim();
    if (!tenantName) {
      form.setFields([{ name: 'tenantName', errors: ['请先输入租户名称'] }]);
      return;
    }
    setLeavingFor(type);
    try {
      await selectTenant(tenantName);
      await goToProvider(type, socialLoginUri(type, redirect));
    } catch (error) {
      tenantFailed(error);
    } finally {
      setLeavingFor(null);
    }
  }

  async function submit(values: SignInForm) {
    setSubmitting(true);
    try {
      await signIn(values, captcha.solve);
      await openRedirect();
    } catch (error) {
      tenantFailed(error);
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="login-title">
        <LoginCardHeader titleId="login-title" subtitle="多租户管理控制台" />
        <Tabs
          centered
          activeKey={method}
          onChange={setMethod}
          items={[
            { key: 'password', label: '账号登录' },
            { key: 'sms', label: '短信登录' },
          ]}
        />
        {method === 'sms' && <SmsLoginForm initialTenantName={form.getFieldValue('tenantName') as string} onSignedIn={openRedirect} />}
        {/* Hidden, not unmounted: what was typed stays when the user comes back to this tab. */}
        <Form<SignInForm>
          hidden={method !== 'password'}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={submit}
          size="large"
        >
          <Form.Item
            label="租户名称"
            name="tenantName"
            rules={[{ required: true, whitespace: true, message: '租户不能为空' }]}
          >
            <Input
              prefix={<ApartmentOutlined />}
              placeholder="请输入租户名称"
              autoComplete="organization"
              onBlur={(event) => void loadOptions(event.target.value)}
            />
          </Form.Item>
          <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '用户名不能为空' }]}>
            <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" />
          </Form.Item>
          <Form.Item label="密码" name="password" rules={[{ required: true, message: '密码不能为空' }]}>
            <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
          </Form.Item>
          <Form.Item name="rememberMe" valuePropName="checked">
            <Checkbox>记住我</Checkbox>
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? '登录中' : '登录'}
          </Button>
        </Form>
        {method === 'password' && loginOptions.options && (
          <SocialLoginButtons socials={loginOptions.options.socials} busy={leavingFor} onChoose={(type) => void loginWith(type)} />
        )}
        {loginOptions.options?.registerEnabled && (
          <p className="login-register">
            还没有账号？<Link to={registerPath(searchParams.get('redirect'))}>注册</Link>
          </p>
        )}
      </section>
      {captcha.popup}
      <footer className="login-footer">Tenon · 开源多租户管理后台</footer>
    </main>
  );
}
