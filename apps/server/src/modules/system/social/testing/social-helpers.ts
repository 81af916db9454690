/** Set-up steps the social tests share. */
import { socialClientApi, SOCIAL_USER_TYPE_ADMIN, type SocialType } from '@tenon/contracts';
import type { Session, TestApp } from '../../../../test/testApp.ts';

/**
 * Makes the caller's tenant's client of `type` enabled with these fields: the demo's disabled
 * placeholder is updated (one client per type), else one is created. Answers its id.
 */
export async function useClient(
  t: TestApp,
  as: Session,
  type: SocialType,
  fields: { clientId: string; clientSecret?: string; agentId?: string; issuer?: string; name?: string },
): Promise<number> {
  const body = { ...fields, name: fields.name ?? `测试应用 ${type}`, socialType: type, userType: SOCIAL_USER_TYPE_ADMIN as typeof SOCIAL_USER_TYPE_ADMIN, status: 0 };
  const [existing] = (await t.callOk(socialClientApi.page, { query: { socialType: type }, as })).list;
  if (!existing) return t.callOk(socialClientApi.create, { body, as });
  await t.callOk(socialClientApi.update, { body: { id: existing.id, ...body }, as });
  return existing.id;
}
