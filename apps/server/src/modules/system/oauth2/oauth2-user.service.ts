/**
 * The user-info endpoints a client calls with its access token (the reference's
 * OAuth2UserController): the profile screen's own reads and writes, behind the token's scope.
 */
import { ErrorCodes, OAuth2Scope, type BodyOf, type ResponseOf, type oauth2UserApi } from '@tenon/contracts';
import type { Db } from '../../../db/client.ts';
import { tenantScope } from '../../../db/tenantScope.ts';
import { serviceError } from '../../../platform/errors.ts';
import { ProfileService } from '../profile/index.ts';
import type { OAuth2GrantService } from './oauth2-grant.service.ts';
import { withinTenant } from '../../../db/tenantContext.ts';

export class OAuth2UserService {
  private readonly profiles: ProfileService;

  constructor(
    private readonly db: Db,
    private readonly grants: OAuth2GrantService,
  ) {
    this.profiles = new ProfileService(db);
  }

  /** The token's user in its tenant, if the token is valid, belongs to a user and carries `scope`. */
  private async owner(accessToken: string | undefined, scope: string) {
    const owner = accessToken ? await this.grants.authenticate(accessToken) : null;
    if (!owner || owner.userId === null) throw serviceError(ErrorCodes.UNAUTHORIZED);
    if (!owner.scopes.includes(scope)) throw serviceError(ErrorCodes.FORBIDDEN);
    return { scope: tenantScope(this.db, owner.tenantId), userId: owner.userId };
  }

  async get(accessToken: string | undefined): Promise<ResponseOf<typeof oauth2UserApi.get>> {
    const { scope, userId } = await this.owner(accessToken, OAuth2Scope.USER_READ);
    // No tenant header: the token's tenant.
    const p = await withinTenant(scope.tenantId, () => this.profiles.get(scope, userId));
    return { id: p.id, username: p.username, nickname: p.nickname, email: p.email, mobile: p.mobile, sex: p.sex, avatar: p.avatar, dept: p.dept, posts: p.posts };
  }

  async update(accessToken: string | undefined, body: BodyOf<typeof oauth2UserApi.update>): Promise<boolean> {
    const { scope, userId } = await this.owner(accessToken, OAuth2Scope.USER_WRITE);
    return withinTenant(scope.tenantId, () => this.profiles.update(scope, userId, body));
  }
}
