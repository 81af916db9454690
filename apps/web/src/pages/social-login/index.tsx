/**
 * /social-login: where a provider sends the browser back (`type`, `code`, `state`, and our
 * `redirect`). The code signs in at once when its account is bound; an unbound account goes on
 * to /bind with the same answer, to be linked by one password login. Outside the main layout.
 *
 * A code is single use, so it is sent once even when React runs the effect twice.
 */
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { authApi, ErrorCodes } from '@tenon/contracts';
import { ApiError } from '../../api/ApiError';
import { callApi } from '../../api/callApi';
import { safeRedirect } from '../../router/guard';
import { setTokens } from '../../stores/authStorage';
import { FOREIGN_CALLBACK, forgetStarted, providerRefusal, socialCallbackOf, startedHere } from '../../session/socialSignIn';
import '../login/login.css';

export default function SocialLoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const callback = socialCallbackOf(params);
    if (!callback) {
      setFailure(providerRefusal(params) ?? '登录回调缺少授权信息，请重新登录');
      return;
    }
    if (!startedHere(callback.state)) {
      setFailure(FOREIGN_CALLBACK);
      return;
    }
    const redirect = safeRedirect(params.get('redirect'));
    callApi(authApi.socialLogin, { body: callback, showError: false }).then(
      (tokens) => {
        forgetStarted(callback.state);
        setTokens(tokens);
        void navigate(redirect, { replace: true });
      },
      (error: unknown) => {
        if (error instanceof ApiError && error.code === ErrorCodes.AUTH_THIRD_LOGIN_NOT_BIND.code) {
          const query = new URLSearchParams({ type: String(callback.type), code: callback.code, state: callback.state, redirect });
          void navigate(`/bind?${query.toString()}`, { replace: true });
        } else {
          setFailure(error instanceof Error ? error.message : String(error));
        }
      },
    );
  }, [params, navigate]);

  return (
    <main className="login-page">
      <section className="login-card">
        {failure === null ? (
          <div className="social-login-wait" role="status">
            <Spin size="large" />
            <p>正在登录…</p>
          </div>
        ) : (
          <Result
            status="error"
            title="社交登录失败"
            subTitle={failure}
            extra={
              <Button type="primary" onClick={() => void navigate('/login', { replace: true })}>
                返回登录
              </Button>
            }
          />
        )}
      </section>
    </main>
  );
}
