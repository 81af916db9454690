/** The SMS channels as select options (label: signature and code), for the template and log screens. */
import { useMemo } from 'react';
import { smsChannelApi } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';

export function useChannelOptions() {
  const query = useEntityQuery(smsChannelApi.listAllSimple);
  return useMemo(() => (query.data ?? []).map((c) => ({ label: `${c.signature}【${c.code}】`, value: c.id })), [query.data]);
}
