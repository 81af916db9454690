/**
 * The signed-in user as the server described them (get-permission-info). `loaded` is what the
 * route guard asks: with a token but nothing loaded, the session must start first.
 */
import { create } from 'zustand';
import type { PermissionInfo } from '@tenon/contracts';

export type SessionUser = PermissionInfo['user'];

/** Given to a user without any role, so role checks have something to compare (docs/console.md, "Routes and the guard"). */
export const DEFAULT_ROLE = 'ROLE_DEFAULT';

interface SessionState {
  loaded: boolean;
  user: SessionUser | null;
  roles: string[];
  permissions: string[];
  setSession: (info: Pick<PermissionInfo, 'user' | 'roles' | 'permissions'>) => void;
}

export const useSessionStore = create<SessionState>()((set) => ({
  loaded: false,
  user: null,
  roles: [],
  permissions: [],
  setSession: ({ user, roles, permissions }) =>
    set({ loaded: true, user, roles: roles.length > 0 ? roles : [DEFAULT_ROLE], permissions }),
}));
