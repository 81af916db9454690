/** The /sso page against a fake server: approve, refuse, and the auto-approve pass-through. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { Navigate } from 'react-router';
import { oauth2OpenApi } from '@tenon/contracts';
import { createFakeServer, ok } from '../../test/fakeServer';
import { renderPage } from '../../test/renderPage';
import { documentNavigation } from '../../router/documentNavigation';
import { removeTokens, setTokens } from '../../stores/authStorage';
import SsoPage from './index';

const QUERY = 'client_id=demo&redirect_uri=http%3A%2F%2F127.0.0.1%3A18080&response_type=code&state=st&scope=user.read%20user.write';
const info = (autoRead: boolean) => ({ client: { name: '示例应用', logo: '' }, scopes: [{ key: 'user.read', value: autoRead }, { key: 'user.write', value: false }] });
const open = (server: ReturnType<typeof createFakeServer>) =>
  renderPage(<Navigate to={`/sso?${QUERY}`} />, { server, permissions: [], routes: { '/sso': <SsoPage /> } });
const sentBody = (server: ReturnType<typeof createFakeServer>, i = 0) => server.received(oauth2OpenApi.authorize)[i]!.body as Record<string, string>;

beforeEach(() => setTokens({ accessToken: 'access-1', refreshToken: 'refresh-1' }));
afterEach(() => vi.restoreAllMocks());

describe('/sso', () => {
  it('sends a visitor without a session to sign in, and back here after', async () => {
    removeTokens();
    const server = createFakeServer();
    const { location } = renderPage(<Navigate to={`/sso?${QUERY}`} />, { server, permissions: [], routes: { '/sso': <SsoPage />, '/login': <p>登录页</p> } });
    expect(await screen.findByText('登录页')).toBeInTheDocument();
    expect(location()).toBe(`/login?redirect=${encodeURIComponent(`/sso?${QUERY}`)}`);
  });

  it('shows the client and its scopes; 同意授权 sends the ticked ones and follows the redirect', async () => {
    const go = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const server = createFakeServer().on(oauth2OpenApi.authorizeInfo, ok(info(false))).on(oauth2OpenApi.authorize, ok('http://127.0.0.1:18080?code=c1&state=st'));
    const { user } = open(server);
    expect(await screen.findByText('示例应用')).toBeInTheDocument();
    expect(server.received(oauth2OpenApi.authorizeInfo)[0]!.search).toBe('clientId=demo');
    await user.click(screen.getByRole('checkbox', { name: '访问你的个人信息' }));
    await user.click(screen.getByRole('button', { name: /同意授权/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://127.0.0.1:18080?code=c1&state=st'));
    expect(sentBody(server)).toMatchObject({ client_id: 'demo', response_type: 'code', state: 'st', auto_approve: 'false', redirect_uri: 'http://127.0.0.1:18080' });
    expect(JSON.parse(sentBody(server).scope)).toEqual({ 'user.read': true, 'user.write': false });
  });

  it('拒绝 sends every scope refused', async () => {
    const go = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const server = createFakeServer().on(oauth2OpenApi.authorizeInfo, ok(info(false))).on(oauth2OpenApi.authorize, ok('http://127.0.0.1:18080?error=access_denied'));
    const { user } = open(server);
    await user.click(await screen.findByRole('button', { name: /拒\s*绝/ }));
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://127.0.0.1:18080?error=access_denied'));
    expect(JSON.parse(sentBody(server).scope)).toEqual({ 'user.read': false, 'user.write': false });
  });

  it('passes straight through when every requested scope is auto-approved', async () => {
    const go = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const server = createFakeServer()
      .on(oauth2OpenApi.authorizeInfo, ok({ client: { name: '示例应用', logo: '' }, scopes: [{ key: 'user.read', value: true }, { key: 'user.write', value: true }] }))
      .on(oauth2OpenApi.authorize, ok('http://127.0.0.1:18080?code=auto'));
    open(server);
    await waitFor(() => expect(go).toHaveBeenCalledWith('http://127.0.0.1:18080?code=auto'));
    expect(sentBody(server).auto_approve).toBe('true');
    expect(screen.queryByRole('button', { name: /同意授权/ })).toBeNull();
  });
});
