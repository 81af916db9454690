/**
 * 三方应用 (社交客户端): a tenant's account at each provider, reached only through the request's
 * `TenantScope`. What must stay true:
 * - one client per (tenant, social type, user type): the unique index decides, a clash answers
 *   SOCIAL_CLIENT_UNIQUE (checked first for the usual case, caught for the race);
 * - the secret is write-only: sealed when written (social-secret.ts), kept when an update leaves
 *   it out, never answered (`clientResp` is the only way a row leaves this service);
 * - a kept secret goes only where it went: an update that changes the issuer or the type (another
 *   provider) must bring the secret again (SOCIAL_CLIENT_SECRET_REQUIRED), so whoever may edit a
 *   client cannot send its stored secret to a server of their choice;
 * - an issuer's host is one the outbound policy allows (platform/outbound-policy.ts), checked
 *   here for the administrator and again on every request the sign-in makes;
 * - a client is usable as written: type 90 has an absolute issuer URL (https, or http on this
 *   machine), WeCom an agent id; fields another type does not use are stored empty.
 */
import { and, desc, eq, ne } from 'drizzle-orm';
import { ErrorCodes, SocialType, socialClientResource, type BodyOf, type FiltersOf, type QueryOf, type SocialClient, type socialClientApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import type { TenantScope } from '../../../db/tenantScope.ts';
import type { LoginUser } from '../../../platform/context.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { SecretBox } from '../../../platform/secret-box.ts';
import type { OutboundPolicy } from '../../../platform/outbound-policy.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireRow } from '../../../db/requireRow.ts';
import { socialClient } from './social.schema.ts';
import { issuerProblem } from './providers/oidc.ts';
import type { ProviderClient } from './providers/social-provider.ts';

type ClientRow = typeof socialClient.$inferSelect;
type CreateBody = BodyOf<typeof socialClientApi.create>;

export const clientResp = ({ clientSecret, ...row }: ClientRow): SocialClient => ({
  id: row.id,
  name: row.name,
  socialType: row.socialType,
  userType: row.userType,
  clientId: row.clientId,
  clientSecretSet: clientSecret !== '',
  agentId: row.agentId,
  publicKey: row.publicKey,
  issuer: row.issuer,
  status: row.status,
  createTime: row.createTime,
});

const UNIQUE_INDEX = 'system_social_client_type_uq';
const isUniqueClash = (err: unknown) => {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return [e, e.cause].some((x) => x?.code === '23505' && (x.constraint === undefined || x.constraint === UNIQUE_INDEX));
};

export class SocialClientService {
  constructor(private readonly deps: { db: Db; box: () => SecretBox; outbound: Pick<OutboundPolicy, 'problem'> }) {}

  page(scope: TenantScope, q: QueryOf<typeof socialClientApi.page>) {
    const { db } = this.deps;
    const where = this.filterWhere(scope, q);
    return selectPage(db, socialClient, where, q, async ({ limit, offset }) =>
      (await db.select().from(socialClient).where(where).orderBy(desc(socialClient.id)).limit(limit).offset(offset)).map(clientResp),
    );
  }

  async get(scope: TenantScope, id: number) {
    return clientResp(await requireRow(scope, socialClient, id, ErrorCodes.SOCIAL_CLIENT_NOT_EXISTS, this.deps.db));
  }

  async create(scope: TenantScope, caller: LoginUser, body: CreateBody): Promise<number> {
    const by = String(caller.id);
    const fields = this.fieldsOf(body);
    await this.requireAllowed(fields.issuer);
    return this.unique(async (tx) => {
      await this.requireFree(scope, tx, fields);
      const [row] = await scope.insert(
        socialClient,
        { ...fields, clientSecret: body.clientSecret === undefined ? '' : this.deps.box().seal(body.clientSecret), creator: by, updater: by },
        tx,
      );
      return row!.id;
    });
  }

  async update(scope: TenantScope, caller: LoginUser, body: BodyOf<typeof socialClientApi.update>): Promise<boolean> {
    const fields = this.fieldsOf(body);
    await this.requireAllowed(fields.issuer);
    await this.unique(async (tx) => {
      // Locked, so the issuer and type compared are the ones the write replaces.
      const [current] = await tx.select().from(socialClient).where(scope.where(socialClient, eq(socialClient.id, body.id))).for('update');
      if (!current) throw serviceError(ErrorCodes.SOCIAL_CLIENT_NOT_EXISTS);
      const moved = current.socialType !== fields.socialType || current.issuer !== fields.issuer;
      if (body.clientSecret === undefined && current.clientSecret !== '' && moved) throw serviceError(ErrorCodes.SOCIAL_CLIENT_SECRET_REQUIRED);
      await this.requireFree(scope, tx, { ...fields, exceptId: body.id });
      await scope.update(
        socialClient,
        {
          ...fields,
          ...(body.clientSecret === undefined ? {} : { clientSecret: this.deps.box().seal(body.clientSecret) }),
          updater: String(caller.id),
        },
        eq(socialClient.id, body.id),
        tx,
      );
    });
    return true;
  }

  async delete(scope: TenantScope, id: number): Promise<boolean> {
    await this.deps.db.transaction(async (tx) => {
      await requireRow(scope, socialClient, id, ErrorCodes.SOCIAL_CLIENT_NOT_EXISTS, tx);
      await scope.delete(socialClient, eq(socialClient.id, id), tx);
    });
    return true;
  }

  /** The tenant's enabled client of a type, its secret opened, for a sign-in; none → SOCIAL_CLIENT_NOT_CONFIGURED. */
  async enabled(scope: TenantScope, type: number, q: Db | Tx = this.deps.db): Promise<ProviderClient> {
    const [row] = await q
      .select()
      .from(socialClient)
      .where(scope.where(socialClient, and(eq(socialClient.socialType, type), eq(socialClient.userType, 2), eq(socialClient.status, 0))))
      .limit(1);
    if (!row) throw serviceError(ErrorCodes.SOCIAL_CLIENT_NOT_CONFIGURED);
    return {
      clientId: row.clientId,
      clientSecret: row.clientSecret === '' ? '' : this.deps.box().open(row.clientSecret),
      agentId: row.agentId,
      issuer: row.issuer,
    };
  }

  /** An OpenID Connect issuer's host must be one the outbound policy allows. */
  private async requireAllowed(issuer: string) {
    if (!issuer) return;
    const problem = await this.deps.outbound.problem(new URL(issuer).hostname);
    if (problem) throw serviceError(ErrorCodes.SOCIAL_CLIENT_ISSUER_NOT_ALLOWED, problem);
  }

  private async unique<T>(write: (tx: Tx) => Promise<T>): Promise<T> {
    try {
      return await this.deps.db.transaction(write);
    } catch (err) {
      if (isUniqueClash(err)) throw serviceError(ErrorCodes.SOCIAL_CLIENT_UNIQUE);
      throw err;
    }
  }

  private async requireFree(scope: TenantScope, tx: Tx, c: { socialType: number; userType: number; exceptId?: number }) {
    const [twin] = await tx
      .select({ id: socialClient.id })
      .from(socialClient)
      .where(
        scope.where(
          socialClient,
          and(eq(socialClient.socialType, c.socialType), eq(socialClient.userType, c.userType), c.exceptId === undefined ? undefined : ne(socialClient.id, c.exceptId)),
        ),
      )
      .limit(1);
    if (twin) throw serviceError(ErrorCodes.SOCIAL_CLIENT_UNIQUE);
  }

  private filterWhere(scope: TenantScope, q: FiltersOf<typeof socialClientApi.page>) {
    // No date among its filters: no time zone is needed.
    return scope.where(socialClient, resourceWhere(socialClient, socialClientResource, q, undefined));
  }

  /** The stored fields, checked for the type: what a type does not use is stored empty. */
  private fieldsOf(body: CreateBody) {
    const name = body.name.trim();
    const clientId = body.clientId.trim();
    if (!name) throw badRequest('应用名不能为空');
    if (!clientId) throw badRequest('客户端编号不能为空');
    const oidc = body.socialType === SocialType.OIDC;
    const issuer = oidc ? (body.issuer ?? '').trim() : '';
    if (oidc) {
      if (!issuer) throw badRequest('OpenID Connect 应用必须填写 Issuer 地址');
      const problem = issuerProblem(issuer);
      if (problem) throw badRequest(problem);
    }
    const agentId = (body.agentId ?? '').trim();
    if (body.socialType === SocialType.WECHAT_ENTERPRISE && !agentId) throw badRequest('企业微信应用必须填写 agentId（应用的 AgentId）');
    return {
      name,
      socialType: body.socialType,
      userType: body.userType,
      clientId,
      agentId: body.socialType === SocialType.WECHAT_ENTERPRISE || body.socialType === SocialType.DINGTALK ? agentId : '',
      publicKey: (body.publicKey ?? '').trim(),
      // As written: the provider's discovery document must name exactly this issuer.
      issuer,
      status: body.status,
    };
  }
}
