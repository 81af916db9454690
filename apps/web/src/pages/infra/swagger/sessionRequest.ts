/**
 * 试一试 as the signed-in user: each request Swagger UI sends to our own origin carries the
 * session's access token and tenant, read at send time, so a renewed token is the one sent. A
 * request to any other origin (a server typed into the page) gets neither: the token must not
 * leave the product.
 *
 * Access tokens are short-lived and Swagger UI cannot renew one, so before each request a call
 * the console makes anyway (the unread count) goes through the request client, which renews an
 * expired token first (or asks the user to sign in again) exactly as for any page.
 */
import type { SwaggerRequest } from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import { notifyMessageApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';
import { getAccessToken, getTenantId } from '../../../stores/authStorage';

const isOwnOrigin = (url: string) => new URL(url, window.location.href).origin === window.location.origin;

export async function withSession(request: SwaggerRequest): Promise<SwaggerRequest> {
  if (!isOwnOrigin(request.url)) return request;
  // A refused renewal is the request client's to tell; the request then goes as it is and shows the server's answer.
  await callApi(notifyMessageApi.getUnreadCount).catch(() => undefined);
  const token = getAccessToken();
  const headers: Record<string, string> = { ...request.headers, 'tenant-id': String(getTenantId()) };
  if (token) headers.Authorization = `Bearer ${token}`;
  return { ...request, headers };
}

interface Parameter {
  name?: string;
  in?: string;
  schema?: Record<string, unknown>;
}

/**
 * The document with each `tenant-id` header parameter filled with the session's tenant: Swagger
 * UI refuses to send a request while a required parameter is empty, and the gate accepts only
 * the token's own tenant anyway.
 */
export function withSessionTenant<D extends { paths: Record<string, unknown> }>(document: D, tenantId: number): D {
  const paths = Object.fromEntries(
    Object.entries(document.paths).map(([path, operations]) => [
      path,
      Object.fromEntries(
        Object.entries(operations as Record<string, { parameters?: Parameter[] }>).map(([method, operation]) => [
          method,
          {
            ...operation,
            parameters: operation.parameters?.map((p) => (p.in === 'header' && p.name === 'tenant-id' ? { ...p, schema: { ...p.schema, default: tenantId } } : p)),
          },
        ]),
      ),
    ]),
  );
  return { ...document, paths };
}
