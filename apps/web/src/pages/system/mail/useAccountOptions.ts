/** The mail accounts as select options (label: the address), for the template and log screens. */
import { useMemo } from 'react';
import { mailAccountApi } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';

export function useAccountOptions() {
  const query = useEntityQuery(mailAccountApi.listAllSimple);
  return useMemo(() => (query.data ?? []).map((a) => ({ label: a.mail, value: a.id })), [query.data]);
}
