/**
 * The OpenAPI 3.1 document, generated from the endpoint table: the same objects the server
 * registers and the web calls, so the document cannot drift from either.
 */
import type { TSchema } from 'typebox';
import { apiBaseOf, type Endpoint } from './endpoint.ts';

type Json = Record<string, unknown>;

const envelope = (data: TSchema): Json => ({
  type: 'object',
  required: ['code', 'data', 'msg'],
  properties: { code: { type: 'integer', description: '0 = 成功' }, data, msg: { type: 'string' } },
});

function queryParameters(schema: TSchema | undefined, where: 'query' | 'path' = 'query'): Json[] {
  const objectSchema = schema as { properties?: Record<string, Json>; required?: string[] } | undefined;
  if (!objectSchema?.properties) return [];
  return Object.entries(objectSchema.properties).map(([name, prop]) => ({
    name,
    in: where,
    required: where === 'path' || (objectSchema.required?.includes(name) ?? false),
    description: prop.title,
    schema: prop,
  }));
}

/** The reference's tag style (管理后台 - 岗位管理, 用户 App - 会员认证): one tag per endpoint group, so a reader finds a screen's calls together. */
const tagOf = (e: Endpoint) => `${e.surface === 'app' ? '用户 App' : '管理后台'} - ${e.module ?? e.path.split('/')[1]}`;

export function buildOpenApi(endpoints: Endpoint[], info: { title: string; version: string }): Json {
  const paths: Record<string, Record<string, Json>> = {};
  for (const e of endpoints) {
    const parameters = [...queryParameters(e.params, 'path'), ...queryParameters(e.query)];
    if (e.tenant !== 'none') {
      parameters.push({ name: 'tenant-id', in: 'header', required: true, schema: { type: 'integer' }, description: '租户编号' });
    }
    const access =
      'permission' in e.access ? `权限：${e.access.permission}` : 'login' in e.access ? '需要登录' : 'member' in e.access ? '需要会员登录（会员令牌）' : '公开';
    (paths[`${apiBaseOf(e)}${e.path}`] ??= {})[e.method.toLowerCase()] = {
      summary: e.summary,
      description: access,
      tags: [tagOf(e)],
      ...('public' in e.access ? { security: [] } : {}),
      ...('permission' in e.access ? { 'x-permission': e.access.permission } : {}),
      parameters,
      ...(e.body ? { requestBody: { required: true, content: { 'application/json': { schema: e.body } } } } : {}),
      responses: {
        200:
          e.produces === 'bare'
            ? { description: '应答本身（无统一响应包装）', content: { 'application/json': { schema: e.response } } }
            : { description: '统一响应 { code, data, msg }', content: { 'application/json': { schema: envelope(e.response) } } },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: '访问令牌（登录接口返回的 accessToken）' } } },
    security: [{ bearer: [] }],
    paths,
  };
}
