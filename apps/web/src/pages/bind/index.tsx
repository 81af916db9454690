/**
 * /bind (绑定已有账号): a provider's account that no user owns yet is linked by signing in once
 * with a username and password of the tenant chosen on the login page; the login carries the
 * provider's code and state, and the server binds them on a right password. Outside the main
 * layout; reached from /social-login with `type`, `code`, `state` and `redirect`.
 */
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button, Form, Input, Result } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { safeRedirect } from '../../router/guard';
import { passwordLogin } from '../../session/signIn';
import { FOREIGN_CALLBACK, forgetStarted, socialCallbackOf, startedHere } from '../../session/socialSignIn';
import { getTenantName } from '../../stores/authStorage';
import { useCaptchaPrompt } from '../login/captcha/useCaptchaPrompt';
import SocialIcon, { socialTypeName } from '../login/social/SocialIcon';
import '../login/login.css';

interface BindValues {
  username: string;
  password: string;
}

export default function BindPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const captcha = useCaptchaPrompt();
  const [submitting, setSubmitting] = useState(false);
  const answer = socialCallbackOf(params);
  // Only a round trip this browser started binds: a link carrying someone else's code must not
  // tie their account to the one signed in here.
  const foreign = answer !== null && !startedHere(answer.state);
  const callback = foreign ? null : answer;
  const tenantName = getTenantName();

  async function submit(values: BindValues) {
    if (!callback) return;
    setSubmitting(true);
    try {
      await passwordLogin(
        { username: values.username.trim(), password: values.password, socialType: callback.type, socialCode: callback.code, socialState: callback.state },
        captcha.solve,
      );
      forgetStarted(callback.state);
      await navigate(safeRedirect(params.get('redirect')), { replace: true });
    } catch {
      // Shown by the request client (a wrong password), or the slider was closed.
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <main className="login-page">
      <section className="login-card" aria-labelledby="bind-title">
        {callback ? (
          <>
            <h1 id="bind-title" className="login-title">
              绑定已有账号
            </h1>
            <p className="bind-provider">
              <SocialIcon type={callback.type} size={28} />
              <span>
                你的{socialTypeName(callback.type)}账号尚未绑定{tenantName ? `「${tenantName}」的` : ''}用户，登录一次即可绑定，以后可直接使用
                {socialTypeName(callback.type)}登录。
              </span>
            </p>
            <Form<BindValues> layout="vertical" requiredMark={false} onFinish={submit} size="large" initialValues={{ username: '', password: '' }}>
              <Form.Item label="用户名" name="username" rules={[{ required: true, whitespace: true, message: '用户名不能为空' }]}>
                <Input prefix={<UserOutlined />} placeholder="请输入用户名" autoComplete="username" />
              </Form.Item>
              <Form.Item label="密码" name="password" rules={[{ required: true, message: '密码不能为空' }]}>
                <Input.Password prefix={<LockOutlined />} placeholder="请输入密码" autoComplete="current-password" />
              </Form.Item>
              <Button type="primary" htmlType="submit" block loading={submitting}>
                {submitting ? '绑定中' : '绑定并登录'}
              </Button>
            </Form>
            <p className="bind-back">
              <Link to="/login" replace>
                返回登录
              </Link>
            </p>
          </>
        ) : (
          <Result
            status="warning"
            title={foreign ? '无法绑定' : '绑定信息不完整'}
            subTitle={foreign ? FOREIGN_CALLBACK : '请从登录页重新选择社交账号登录'}
            extra={
              <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
                返回登录
              </Button>
            }
          />
        )}
      </section>
      {captcha.popup}
    </main>
  );
}
