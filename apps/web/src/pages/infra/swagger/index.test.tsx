/**
 * 系统接口 against a fake server: the document's operations shown by Swagger UI, and 试一试
 * sending the user's own token and tenant to our own origin, and nothing to another.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { authApi, notifyMessageApi, Permissions, swaggerApi, type OpenApiDocument } from '@tenon/contracts';
import { createFakeServer, fail, ok } from '../../../test/fakeServer';
import { renderPage } from '../../../test/renderPage';
import { setTenant, setTokens } from '../../../stores/authStorage';
import { withSession, withSessionTenant } from './sessionRequest';
import SwaggerPage from './index';

const document: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Tenon 管理后台 API', version: 'test' },
  components: {},
  security: [],
  paths: {
    '/tri-real-api/admin-api/system/post/get': {
      get: {
        summary: '获得岗位',
        tags: ['管理后台 - 岗位管理'],
        parameters: [
          { name: 'id', in: 'query', required: true, schema: { type: 'integer' } },
          { name: 'tenant-id', in: 'header', required: true, schema: { type: 'integer' } },
        ],
        responses: { 200: { description: '统一响应' } },
      },
    },
  },
};

afterEach(() => vi.unstubAllGlobals());

describe('系统接口', () => {
  it('shows the document’s operations, and 试一试 sends the session’s token and tenant', async () => {
    setTokens({ accessToken: 'the-users-token', refreshToken: 'r' });
    setTenant(1, '芋道源码');
    const sent = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: { id: 1 }, msg: '' }), { headers: { 'content-type': 'application/json' } }));
    vi.stubGlobal('fetch', sent);
    const server = createFakeServer().on(swaggerApi.openapi, ok(document)).on(notifyMessageApi.getUnreadCount, ok(0));
    const { user } = renderPage(<SwaggerPage />, { server, permissions: [Permissions.infra.swagger.list] });

    expect(await screen.findByText('管理后台 - 岗位管理', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByText('管理后台 - 岗位管理'));
    await user.click(await screen.findByText('/tri-real-api/admin-api/system/post/get'));
    expect(await screen.findByText('获得岗位')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Try it out' }));
    await user.type(screen.getByPlaceholderText('id'), '1');
    await user.click(screen.getByRole('button', { name: 'Execute' }));

    await waitFor(() => expect(sent).toHaveBeenCalled());
    const [url, init] = sent.mock.calls[0] as unknown as [string, RequestInit];
    expect(new URL(url, window.location.href).pathname).toBe('/tri-real-api/admin-api/system/post/get');
    const headers = new Headers(init.headers);
    expect(headers.get('authorization')).toBe('Bearer the-users-token');
    expect(headers.get('tenant-id')).toBe('1');
  });
});

describe('withSession', () => {
  it('adds the token and tenant to our own origin only', async () => {
    setTokens({ accessToken: 'tok', refreshToken: 'r' });
    setTenant(121, '测试租户');
    createFakeServer().on(notifyMessageApi.getUnreadCount, ok(0));
    expect((await withSession({ url: '/tri-real-api/admin-api/system/post/get', headers: {} })).headers).toEqual({ Authorization: 'Bearer tok', 'tenant-id': '121' });
    expect((await withSession({ url: 'https://elsewhere.example/api', headers: { accept: '*/*' } })).headers).toEqual({ accept: '*/*' });
  });

  it('sends the token the request client renewed when the old one had expired', async () => {
    setTokens({ accessToken: 'expired', refreshToken: 'r1' });
    const server = createFakeServer()
      .on(notifyMessageApi.getUnreadCount, (request) => (request.headers.authorization === 'Bearer renewed' ? ok(0) : fail(401)))
      .on(authApi.refreshToken, ok({ userId: 1, accessToken: 'renewed', refreshToken: 'r2', expiresTime: Date.now() + 60_000 }));
    expect((await withSession({ url: '/tri-real-api/admin-api/system/post/get', headers: {} })).headers.Authorization).toBe('Bearer renewed');
    expect(server.received(authApi.refreshToken)).toHaveLength(1);
  });

  it('fills each tenant-id header parameter with the session’s tenant', () => {
    const filled = withSessionTenant(document, 121);
    const get = (filled.paths['/tri-real-api/admin-api/system/post/get'] as { get: { parameters: Array<{ name: string; schema: { default?: number } }> } }).get;
    expect(get.parameters.find((p) => p.name === 'tenant-id')?.schema.default).toBe(121);
    expect(get.parameters.find((p) => p.name === 'id')?.schema.default).toBeUndefined();
  });
});
