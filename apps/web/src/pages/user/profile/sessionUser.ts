/**
 * The navbar draws the signed-in user from the session store, which get-permission-info filled
 * at session start. After the user changes their own nickname or avatar here, the store is
 * told, so the navbar shows the change without a reload.
 */
import { useSessionStore, type SessionUser } from '../../../stores/sessionStore';

export function updateSessionUser(fields: Partial<Pick<SessionUser, 'nickname' | 'avatar'>>): void {
  useSessionStore.setState((state) => (state.user ? { user: { ...state.user, ...fields } } : {}));
}
