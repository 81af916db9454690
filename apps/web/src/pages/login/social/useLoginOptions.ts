/**
 * What the login page offers in the tenant named in its form (login-options: the 注册 link and
 * the provider buttons). The call needs the tenant's header, so the name is resolved and the
 * tenant selected first, quietly: an unknown name simply offers nothing, and the login itself
 * says 租户不存在. An emptied name keeps what was offered, so a click on a provider can still
 * ask for the name instead of the buttons vanishing under the pointer.
 */
import { useCallback, useRef, useState } from 'react';
import type { authApi, ResponseOf } from '@tenon/contracts';

export type LoginOptions = ResponseOf<typeof authApi.loginOptions>;

export function useLoginOptions() {
  const [options, setOptions] = useState<LoginOptions | null>(null);
  const loadedFor = useRef<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async (name: string | undefined) => {
    const tenantName = (name ?? '').trim();
    if (!tenantName || tenantName === loadedFor.current) return;
    loadedFor.current = tenantName;
    const ticket = ++latest.current;
    let answer: LoginOptions | null = null;
    try {
      // The request client comes after the login form's first paint (../loginCalls.ts).
      const { authApi, callApi, selectTenant } = await import('../loginCalls');
      await selectTenant(tenantName, { showError: false });
      answer = await callApi(authApi.loginOptions, { showError: false });
    } catch {
      // An unknown tenant, or options unavailable: the page offers only the password login.
      loadedFor.current = null;
    }
    if (ticket === latest.current) setOptions(answer);
  }, []);

  return { options, load };
}
