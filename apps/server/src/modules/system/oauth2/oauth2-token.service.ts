/**
 * 令牌管理: the tokens issued to clients in the caller's tenant. Only hashes are stored, so rows
 * show the tokens' first characters, and are revoked by id (the screen) or by the whole access
 * token (the reference's `accessToken=`), always within the caller's tenant.
 */
import { and, desc, eq } from 'drizzle-orm';
import { badRequest } from '../../../platform/errors.ts';
import type { OAuth2Token, QueryOf, oauth2TokenApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { hashSecret } from './oauth2-grant.service.ts';
import { oauth2Token } from './oauth2.schema.ts';

const shown = (prefix: string) => (prefix ? `${prefix}…` : '');

export class OAuth2TokenService {
  constructor(private readonly db: Db) {}

  async page(scope: TenantScope, q: QueryOf<typeof oauth2TokenApi.page>) {
    const where = scope.where(
      oauth2Token,
      and(
        q.userId === undefined ? undefined : eq(oauth2Token.userId, q.userId),
        q.userType === undefined ? undefined : eq(oauth2Token.userType, q.userType),
        q.clientId ? eq(oauth2Token.clientId, q.clientId) : undefined,
      ),
    );
    const page = await selectPage(this.db, oauth2Token, where, q, ({ limit, offset }) =>
      this.db.select().from(oauth2Token).where(where).orderBy(desc(oauth2Token.id)).limit(limit).offset(offset),
    );
    return {
      total: page.total,
      list: page.list.map(
        (r): OAuth2Token => ({
          id: r.id,
          accessToken: shown(r.accessPrefix),
          refreshToken: shown(r.refreshPrefix),
          userId: r.userId,
          userType: r.userType,
          clientId: r.clientId,
          scopes: r.scopes,
          createTime: r.createTime,
          expiresTime: r.expiresTime,
        }),
      ),
    };
  }

  /** As the reference: true whether or not the token still existed (it is gone either way). */
  async delete(scope: TenantScope, q: QueryOf<typeof oauth2TokenApi.delete>): Promise<boolean> {
    if (q.id === undefined && !q.accessToken) throw badRequest('请指定要删除的令牌（id 或 accessToken）');
    const byId = q.id === undefined ? undefined : eq(oauth2Token.id, q.id);
    const byToken = q.accessToken ? eq(oauth2Token.accessHash, hashSecret(q.accessToken)) : undefined;
    await scope.delete(oauth2Token, and(byId, byToken)!);
    return true;
  }
}
