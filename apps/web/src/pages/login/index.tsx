/**
 * The login page (/login). Demo values come from login-hints on the embedded demo start;
 * remembered values (username and tenant name, never the password) come from the browser.
 * After login the guard starts the session while the button keeps spinning.
 * Below the form, what the tenant offers besides (login-options, once the tenant name is known:
 * on load and when the field is left): its social providers and, when open, 注册.
 * The password form is plain markup drawn as antd's (login.css): the page ships without antd,
 * which loads with the 短信登录 tab, the providers' buttons or the slider (docs/performance.md,
 * "First visit").
 */
import { lazy, useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { SocialType } from '@tenon/contracts';
import { safeRedirect } from '../../router/guard';
import { getRememberedLogin } from '../../stores/authStorage';
import type { SignInForm } from '../../session/signIn';
import { TenantNotFoundError } from '../../session/tenantNotFound';
import LoginCardHeader from './LoginCardHeader';
import { LoginField } from './LoginField';
import { LoginIcon } from './LoginIcon';
import { LoginTabs } from './LoginTabs';
import { useCaptchaPrompt } from './captcha/useCaptchaPrompt';
import { useLoginForm } from './useLoginForm';
import { useLoginOptions } from './social/useLoginOptions';
import { WithAntd } from './WithAntd';
import './login.css';

// The request client and the contracts, after the first paint.
const calls = () => import('./loginCalls');

// Behind the tab and the tenant's answer: antd comes with them, not with the page.
const SmsLoginForm = lazy(() => import('./SmsLoginForm'));
const SocialLoginButtons = lazy(() => import('./social/SocialLoginButtons'));

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
  const [initialValues] = useState(rememberedValues);
  const form = useLoginForm(initialValues);
  const [submitting, setSubmitting] = useState(false);
  const [method, setMethod] = useState('password');
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const captcha = useCaptchaPrompt();
  const loginOptions = useLoginOptions();
  const loadOptions = loginOptions.load;
  const [leavingFor, setLeavingFor] = useState<number | null>(null);
  const redirect = safeRedirect(searchParams.get('redirect'));

  useEffect(() => {
    let active = true;
    calls()
      // Not once the page is gone (the import can outlast it).
      .then(({ authApi, callApi }) => (active ? callApi(authApi.loginHints, { showError: false }) : null))
      .then((hints) => {
        if (!active || !hints) return;
        // Fill only what the user has neither remembered nor typed.
        const untouched = (name: keyof SignInForm) => !form.get(name) && !form.isTouched(name);
        const fill: Partial<SignInForm> = {};
        if (untouched('tenantName')) fill.tenantName = hints.tenantName;
        if (untouched('username')) fill.username = hints.username;
        if (untouched('password') && (fill.username ?? form.get('username')) === hints.username) fill.password = hints.password;
        form.fill(fill);
      })
      .catch(() => undefined) // hints are a convenience: without them the form is simply empty
      .finally(() => {
        if (active) void loadOptions(form.get('tenantName'));
      });
    return () => {
      active = false;
    };
    // Once, on opening: `form` is a new object on each render, what it reads is not.
  }, [loadOptions]);

  const openRedirect = () => navigate(redirect, { replace: true });

  const tenantFailed = (error: unknown) => {
    if (error instanceof TenantNotFoundError) form.setError('tenantName', error.message);
    // Other failures were shown by the request client.
  };

  /** The reference asks for the tenant first: the provider's answer signs in to that tenant. */
  async function loginWith(type: SocialType) {
    const tenantName = form.get('tenantName').trim();
    if (!tenantName) {
      form.setError('tenantName', '请先输入租户名称');
      return;
    }
    setLeavingFor(type);
    try {
      const { goToProvider, selectTenant, socialLoginUri } = await calls();
      await selectTenant(tenantName);
      await goToProvider(type, socialLoginUri(type, redirect));
    } catch (error) {
      tenantFailed(error);
    } finally {
      setLeavingFor(null);
    }
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const values = form.validate();
    if (!values) return;
    setSubmitting(true);
    try {
      const { signIn } = await calls();
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
        <LoginTabs
          active={method}
          onChange={setMethod}
          tabs={[
            { key: 'password', label: '账号登录' },
            { key: 'sms', label: '短信登录' },
          ]}
        />
        {method === 'sms' && (
          <WithAntd>
            <SmsLoginForm initialTenantName={form.get('tenantName')} onSignedIn={openRedirect} />
          </WithAntd>
        )}
        {/* Hidden, not unmounted: what was typed stays when the user comes back to this tab. */}
        <form hidden={method !== 'password'} className="login-form" noValidate onSubmit={(event) => void submit(event)}>
          <LoginField
            label="租户名称"
            icon="apartment"
            value={form.values.tenantName}
            error={form.errors.tenantName}
            onValue={(value) => form.change('tenantName', value)}
            placeholder="请输入租户名称"
            autoComplete="organization"
            onBlur={(event) => void loadOptions(event.target.value)}
          />
          <LoginField
            label="用户名"
            icon="user"
            value={form.values.username}
            error={form.errors.username}
            onValue={(value) => form.change('username', value)}
            placeholder="请输入用户名"
            autoComplete="username"
          />
          <LoginField
            label="密码"
            icon="lock"
            type="password"
            value={form.values.password}
            error={form.errors.password}
            onValue={(value) => form.change('password', value)}
            placeholder="请输入密码"
            autoComplete="current-password"
          />
          <label className="login-checkbox">
            <span className={form.values.rememberMe ? 'login-checkbox-box login-checkbox-checked' : 'login-checkbox-box'}>
              <input type="checkbox" checked={form.values.rememberMe} onChange={(event) => form.change('rememberMe', event.target.checked)} />
              <span className="login-checkbox-inner" />
            </span>
            <span>记住我</span>
          </label>
          <button type="submit" className={submitting ? 'login-submit login-submit-loading' : 'login-submit'}>
            {submitting && <LoginIcon name="loading" spin />}
            <span>{submitting ? '登录中' : '登录'}</span>
          </button>
        </form>
        {method === 'password' && loginOptions.options && loginOptions.options.socials.length > 0 && (
          <WithAntd>
            <SocialLoginButtons socials={loginOptions.options.socials} busy={leavingFor} onChoose={(type) => void loginWith(type)} />
          </WithAntd>
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
