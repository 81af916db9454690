/** What the 社交信息 tab reads: the providers the tenant enabled, and this user's bound accounts. */
import { useQuery } from '@tanstack/react-query';
import { authApi, socialUserApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';

export const SOCIAL_BINDS_KEY = ['social-user', 'bind-list'] as const;
const LOGIN_OPTIONS_KEY = ['login-options'] as const;

export function useSocialProviders() {
  return useQuery({
    queryKey: LOGIN_OPTIONS_KEY,
    queryFn: ({ signal }) => callApi(authApi.loginOptions, { signal }),
    select: (options) => options.socials,
  });
}

export function useSocialBinds() {
  return useQuery({
    queryKey: SOCIAL_BINDS_KEY,
    queryFn: ({ signal }) => callApi(socialUserApi.getBindList, { signal }),
  });
}
