/**
 * OAuth2 clients (授权应用). Global rows, written and read on the screen by the system tenant's
 * users only, as 错误码管理. What must stay true:
 * - a secret is stored as argon2id and never answered; an update without one keeps it;
 * - a client without a secret is public: it must use PKCE S256 (checked by the grants);
 * - `validate` is the one place the protocol checks a client: enabled, secret, grant type,
 *   scopes within the client's, redirect URI equal to one registered (no prefix match).
 */
import { desc, eq, type SQL } from 'drizzle-orm';
import { ErrorCodes, oauth2ClientResource, type BodyOf, type FiltersOf, type OAuth2Client, type QueryOf, type oauth2ClientApi } from '@tenon/contracts';
import type { Db, Tx } from '../../../db/client.ts';
import { resourceWhere } from '../../../db/resourceFilters.ts';
import { selectPage } from '../../../db/selectPage.ts';
import { requireGlobalRow } from '../../../db/requireRow.ts';
import { requireUniqueGlobally } from '../../../db/requireUnique.ts';
import { badRequest, serviceError } from '../../../platform/errors.ts';
import type { LoginUser } from '../../../platform/context.ts';
import type { TenantService } from '../tenant/index.ts';
import { dummyHash, hashPassword, verifyPassword } from '../../../platform/password.ts';
import { oauth2Client, oauth2Code, oauth2Token } from './oauth2.schema.ts';

/** Every code and token issued to a client, in every tenant (the client is global). */
async function revokeClientGrants(tx: Tx, clientId: string) {
  await tx.delete(oauth2Token).where(eq(oauth2Token.clientId, clientId));
  await tx.delete(oauth2Code).where(eq(oauth2Code.clientId, clientId));
}

export type OAuth2ClientRow = typeof oauth2Client.$inferSelect;
type Filters = FiltersOf<typeof oauth2ClientApi.page>;
type CreateBody = BodyOf<typeof oauth2ClientApi.create>;
type UpdateBody = BodyOf<typeof oauth2ClientApi.update>;

export const toClientResp = ({ secretHash, ...row }: OAuth2ClientRow): OAuth2Client => ({ ...row, secretSet: secretHash !== '' });

/** RFC 6749 §3.1.2: an absolute http(s) URI without a fragment. */
function requireRedirectUris(uris: string[]) {
  for (const uri of uris) {
    let url: URL | undefined;
    try {
      url = new URL(uri);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.hash || uri.includes('#'))
      throw badRequest(`可重定向的 URI 地址不正确：${uri}（须为 http 或 https 的完整地址，且不含 #）`);
  }
}

const fields = (body: CreateBody) => ({
  clientId: body.clientId,
  name: body.name,
  logo: body.logo ?? '',
  description: body.description ?? '',
  status: body.status,
  accessTokenValiditySeconds: body.accessTokenValiditySeconds,
  refreshTokenValiditySeconds: body.refreshTokenValiditySeconds,
  redirectUris: body.redirectUris,
  authorizedGrantTypes: body.authorizedGrantTypes,
  scopes: body.scopes ?? [],
  autoApproveScopes: body.autoApproveScopes ?? [],
  authorities: body.authorities ?? [],
  resourceIds: body.resourceIds ?? [],
  additionalInformation: body.additionalInformation ?? '',
});

/** What a protocol call asks of a client; each given part is checked. */
export interface ClientCheck {
  /** undefined: the secret is not checked (the authorize page); null: none was sent. */
  secret?: string | null;
  grantType?: string;
  scopes?: string[];
  redirectUri?: string;
}

export class OAuth2ClientService {
  constructor(
    private readonly db: Db,
    private readonly tenants: TenantService,
    private readonly timeZone: string,
  ) {}

  async page(caller: LoginUser, q: QueryOf<typeof oauth2ClientApi.page>) {
    const where = this.filterWhere(q);
    const page = await selectPage(this.db, oauth2Client, where, q, ({ limit, offset }) =>
      this.db.select().from(oauth2Client).where(where).orderBy(desc(oauth2Client.id)).limit(limit).offset(offset),
    );
    return { ...page, list: page.list.map(toClientResp) };
  }

  private filterWhere(q: Filters): SQL | undefined {
    return resourceWhere(oauth2Client, oauth2ClientResource, q, this.timeZone);
  }

  async get(caller: LoginUser, id: number) {
    return toClientResp(await requireGlobalRow(oauth2Client, id, ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS, this.db));
  }

  async create(caller: LoginUser, body: CreateBody): Promise<number> {
    requireRedirectUris(body.redirectUris);
    const secretHash = body.secret ? await hashPassword(body.secret) : '';
    return this.db.transaction(async (tx) => {
      await requireUniqueGlobally({ table: oauth2Client, column: oauth2Client.clientId, value: body.clientId }, ErrorCodes.OAUTH2_CLIENT_EXISTS, tx);
      const by = String(caller.id);
      const [row] = await tx
        .insert(oauth2Client)
        .values({ ...fields(body), secretHash, creator: by, updater: by })
        .returning({ id: oauth2Client.id });
      return row!.id;
    });
  }

  async update(caller: LoginUser, body: UpdateBody): Promise<boolean> {
    requireRedirectUris(body.redirectUris);
    const secret = body.secret ? { secretHash: await hashPassword(body.secret) } : {};
    await this.db.transaction(async (tx) => {
      const before = await requireGlobalRow(oauth2Client, body.id, ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS, tx);
      // Grants name their client by its client id: renamed, the old grants would belong to nobody.
      if (before.clientId !== body.clientId) await revokeClientGrants(tx, before.clientId);
      await requireUniqueGlobally(
        { table: oauth2Client, column: oauth2Client.clientId, value: body.clientId, exceptId: body.id },
        ErrorCodes.OAUTH2_CLIENT_EXISTS,
        tx,
      );
      await tx
        .update(oauth2Client)
        .set({ ...fields(body), ...secret, updater: String(caller.id) })
        .where(eq(oauth2Client.id, body.id));
    });
    return true;
  }

  async delete(caller: LoginUser, id: number): Promise<boolean> {
    const client = await requireGlobalRow(oauth2Client, id, ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS, this.db);
    await this.db.transaction(async (tx) => {
      await tx.delete(oauth2Client).where(eq(oauth2Client.id, id));
      await revokeClientGrants(tx, client.clientId);
    });
    return true;
  }

  /** The enabled client `clientId`, if it passes every check asked for; else the reference's error. */
  async validate(clientId: string, check: ClientCheck): Promise<OAuth2ClientRow> {
    const [client] = await this.db.select().from(oauth2Client).where(eq(oauth2Client.clientId, clientId)).limit(1);
    if (check.secret !== undefined) {
      // Costs the same whether the client exists or not: the answer's timing names no client ids.
      const ok = await verifyPassword(client?.secretHash || (await dummyHash()), check.secret ?? '');
      const publicClient = client?.secretHash === '' && !check.secret;
      if (!client) throw serviceError(ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS);
      if (!ok && !publicClient) throw serviceError(ErrorCodes.OAUTH2_CLIENT_CLIENT_SECRET_ERROR, clientId);
    }
    if (!client) throw serviceError(ErrorCodes.OAUTH2_CLIENT_NOT_EXISTS);
    if (client.status !== 0) throw serviceError(ErrorCodes.OAUTH2_CLIENT_DISABLE);
    if (check.grantType !== undefined && !client.authorizedGrantTypes.includes(check.grantType))
      throw serviceError(ErrorCodes.OAUTH2_CLIENT_AUTHORIZED_GRANT_TYPE_NOT_EXISTS);
    if (check.scopes && !check.scopes.every((s) => client.scopes.includes(s))) throw serviceError(ErrorCodes.OAUTH2_CLIENT_SCOPE_OVER);
    if (check.redirectUri !== undefined && !client.redirectUris.includes(check.redirectUri))
      throw serviceError(ErrorCodes.OAUTH2_CLIENT_REDIRECT_URI_NOT_MATCH, check.redirectUri);
    return client;
  }
}
