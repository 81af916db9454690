/** The signed-in user's profile, as every part of the personal centre reads it. */
import { useQuery } from '@tanstack/react-query';
import { userProfileApi } from '@tenon/contracts';
import { callApi } from '../../../api/callApi';

export const PROFILE_KEY = ['user-profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => callApi(userProfileApi.get, { signal }),
  });
}
