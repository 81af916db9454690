/** The login page's other ways in: the tenant's social providers and the 注册 link. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi, tenantApi } from '@tenon/contracts';
import { renderApp } from '../../test/render';
import { createFakeServer, ok, type FakeServer } from '../../test/fakeServer';
import { documentNavigation } from '../../router/documentNavigation';

const PROVIDER_URL = 'https://idp.example/authorize?client_id=tenon&state=s1';
const options = { registerEnabled: true, socials: [{ type: 90, name: '统一身份认证' }, { type: 20, name: '钉钉' }] };

function remember(tenantName: string) {
  localStorage.setItem('REMEMBER_ME', 'true');
  localStorage.setItem('USERNAME', 'admin');
  localStorage.setItem('TENANT_NAME', tenantName);
}

function serverWithTenants(): FakeServer {
  return createFakeServer()
    .on(authApi.loginHints, ok(null))
    .on(tenantApi.getIdByName, (request) => ok({ 榫卯科技: 1, 小租户: 121 }[request.query.get('name')!] ?? null))
    .on(authApi.loginOptions, (request) => ok(request.headers['tenant-id'] === '1' ? options : { registerEnabled: false, socials: [] }))
    .on(authApi.socialAuthRedirect, ok(PROVIDER_URL));
}

async function openLogin(path = '/login') {
  const app = renderApp(path);
  await screen.findByRole('heading', { name: 'Tenon 管理后台' });
  return { app, user: userEvent.setup({ delay: null }) };
}

const tenantField = () => screen.getByLabelText('租户名称') as HTMLInputElement;
const providerButton = (name: string) => screen.findByRole('button', { name: new RegExp(name) });

afterEach(() => vi.restoreAllMocks());

describe('the login page, other ways in', () => {
  it('offers nothing besides the password login while no tenant is named', async () => {
    const server = serverWithTenants();
    await openLogin();
    await waitFor(() => expect(server.received(authApi.loginHints)).toHaveLength(1));
    expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '注册' })).not.toBeInTheDocument();
    expect(server.received(authApi.loginOptions)).toHaveLength(0);
  });

  it("shows the remembered tenant's providers and its 注册 link, keeping the redirect", async () => {
    remember('榫卯科技');
    const server = serverWithTenants();
    await openLogin(`/login?redirect=${encodeURIComponent('/system/user')}`);
    expect(await screen.findByText('其他登录方式')).toBeInTheDocument();
    expect(await providerButton('统一身份认证')).toBeInTheDocument();
    expect(await providerButton('钉钉')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '注册' })).toHaveAttribute('href', `/register?redirect=${encodeURIComponent('/system/user')}`);
    expect(server.received(authApi.loginOptions)[0]!.headers['tenant-id']).toBe('1');
  });

  it('asks again when the tenant field is left with another name: that tenant offers nothing', async () => {
    remember('榫卯科技');
    const server = serverWithTenants();
    const { user } = await openLogin();
    await providerButton('统一身份认证');
    await user.clear(tenantField());
    await user.type(tenantField(), '小租户');
    await user.tab();
    await waitFor(() => expect(screen.queryByText('其他登录方式')).not.toBeInTheDocument());
    expect(screen.queryByRole('link', { name: '注册' })).not.toBeInTheDocument();
    expect(server.received(authApi.loginOptions).map((r) => r.headers['tenant-id'])).toEqual(['1', '121']);
  });

  it('a provider button selects the tenant and leaves for the address the server gives, to come back to /social-login', async () => {
    remember('榫卯科技');
    const server = serverWithTenants();
    const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const { user } = await openLogin(`/login?redirect=${encodeURIComponent('/system/user?x=1')}`);
    await user.click(await providerButton('统一身份认证'));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(PROVIDER_URL));
    const [asked] = server.received(authApi.socialAuthRedirect);
    expect(asked!.query.get('type')).toBe('90');
    expect(asked!.query.get('redirectUri')).toBe(`${window.location.origin}/social-login?type=90&redirect=${encodeURIComponent('/system/user?x=1')}`);
    expect(asked!.headers['tenant-id']).toBe('1');
    expect(localStorage.getItem('TENANT_ID')).toBe('1');
  });

  it('a provider needs the tenant name first', async () => {
    remember('榫卯科技');
    const server = serverWithTenants();
    const leave = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => {});
    const { user } = await openLogin();
    const button = await providerButton('统一身份认证');
    await user.clear(tenantField());
    await user.click(button);

    const tenantItem = tenantField().closest('.login-field') as HTMLElement;
    expect(await within(tenantItem).findByText('请先输入租户名称')).toBeInTheDocument();
    expect(server.received(authApi.socialAuthRedirect)).toHaveLength(0);
    expect(leave).not.toHaveBeenCalled();
  });
});
