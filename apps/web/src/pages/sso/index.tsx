/**
 * /sso: the OAuth2 authorize page, outside the main layout (a client sends the user here with
 * `client_id`, `redirect_uri`, `response_type`, `scope`, `state` and, for PKCE,
 * `code_challenge`/`code_challenge_method`). A public path (as the reference's), so the page
 * itself sends a visitor without a session to sign in first, and back here after. When
 * every requested scope is auto-approved, or approved by this user earlier (the server remembers
 * an answer 30 days and reports it as the scope's value), it passes straight through; otherwise
 * the user ticks the scopes (those remembered pre-ticked) and approves, or refuses (the client
 * then receives error=access_denied). The server checks everything again: this page only relays
 * the user's answer.
 */
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Alert, Avatar, Button, Card, Checkbox, Space, Spin, Typography } from 'antd';
import { oauth2OpenApi, type ResponseOf } from '@tenon/contracts';
import { callApi } from '../../api/callApi';
import { documentNavigation } from '../../router/documentNavigation';
import { loginPathFor } from '../../router/guard';
import { getAccessToken } from '../../stores/authStorage';
import './sso.css';

type Info = ResponseOf<typeof oauth2OpenApi.authorizeInfo>;

/** How the reference's page names its scopes. */
const SCOPE_TEXT: Record<string, string> = { 'user.read': '访问你的个人信息', 'user.write': '修改你的个人信息' };

export default function SsoPage() {
  const { pathname, search } = useLocation();
  if (!getAccessToken()) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return <Authorize />;
}

function Authorize() {
  const [params] = useSearchParams();
  const clientId = params.get('client_id') ?? '';
  const [info, setInfo] = useState<Info | null>(null);
  const [checked, setChecked] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const requested = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);

  const send = async (scope: Record<string, boolean>, autoApprove: boolean) => {
    const body = {
      response_type: params.get('response_type') ?? 'code',
      client_id: clientId,
      redirect_uri: params.get('redirect_uri') ?? '',
      state: params.get('state') ?? '',
      auto_approve: String(autoApprove),
      scope: JSON.stringify(scope),
      ...(params.get('code_challenge') ? { code_challenge: params.get('code_challenge')!, code_challenge_method: params.get('code_challenge_method') ?? 'plain' } : {}),
    };
    const url = await callApi(oauth2OpenApi.authorize, { query: {}, body });
    if (url) documentNavigation.assign(url);
    return url;
  };

  useEffect(() => {
    if (!clientId) return;
    let live = true;
    void (async () => {
      try {
        const got = await callApi(oauth2OpenApi.authorizeInfo, { query: { clientId } });
        if (!live) return;
        const scopes = requested.length ? requested : got.scopes.map((s) => s.key);
        // Asked once without showing anything: the server approves only if every scope is auto-approved.
        if (scopes.length && got.scopes.filter((s) => scopes.includes(s.key)).every((s) => s.value) && (await send(Object.fromEntries(scopes.map((s) => [s, true])), true)))
          return;
        if (!live) return;
        setInfo(got);
        setChecked(scopes.filter((s) => got.scopes.some((g) => g.key === s && g.value)));
      } catch {
        if (live) setFailed(true);
      }
    })();
    return () => {
      live = false;
    };
    // The query is read once, when the page opens.
  }, [clientId]);

  const answer = async (approve: boolean) => {
    const scopes = requested.length ? requested : (info?.scopes.map((s) => s.key) ?? []);
    setBusy(true);
    try {
      await send(Object.fromEntries(scopes.map((s) => [s, approve && checked.includes(s)])), false);
    } catch {
      // The request client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  if (!clientId) return <Alert className="sso-page" type="error" showIcon message="缺少 client_id 参数" />;
  if (failed) return <Alert className="sso-page" type="error" showIcon message="无法完成授权，请返回应用重试" />;
  if (!info) return <Spin className="sso-loading" />;
  const shown = requested.length ? requested : info.scopes.map((s) => s.key);
  return (
    <div className="sso-page">
      <Card title={<Space>{info.client.logo && <Avatar src={info.client.logo} />}<span>{info.client.name}</span></Space>} className="sso-card">
        <Typography.Paragraph>此第三方应用请求获得以下权限：</Typography.Paragraph>
        <Checkbox.Group value={checked} onChange={(v) => setChecked(v as string[])} className="sso-scopes">
          {shown.map((s) => (
            <Checkbox key={s} value={s}>
              {SCOPE_TEXT[s] ?? s}
            </Checkbox>
          ))}
        </Checkbox.Group>
        <Space className="sso-actions">
          <Button type="primary" loading={busy} onClick={() => void answer(true)}>
            同意授权
          </Button>
          <Button disabled={busy} onClick={() => void answer(false)}>
            拒绝
          </Button>
        </Space>
      </Card>
    </div>
  );
}
