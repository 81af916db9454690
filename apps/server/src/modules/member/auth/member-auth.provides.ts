/** The members' token service: the gate authenticates every app-surface call with it, and the members' sign-in issues its tokens. */
import type { Provision } from '../../../platform/provisions.ts';
import type { ModuleDeps } from '../../deps.ts';
import { MemberTokenService } from './member-token.service.ts';

declare module '../../deps.ts' {
  interface ModuleDeps {
    memberTokens: MemberTokenService;
  }
}

export const memberAuthProvides: Array<Provision<ModuleDeps>> = [
  {
    name: 'memberTokens',
    needs: ['db', 'config'],
    build: ({ db, config }) => new MemberTokenService(db, { accessSeconds: config.accessTokenTtlSeconds, refreshSeconds: config.refreshTokenTtlSeconds }),
  },
];
