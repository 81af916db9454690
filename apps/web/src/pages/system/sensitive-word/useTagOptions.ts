/** The tags some word carries, as select options; refreshed with the list after every write. */
import { useMemo } from 'react';
import { sensitiveWordApi } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';

export function useTagOptions() {
  const query = useEntityQuery(sensitiveWordApi.getTags);
  return useMemo(() => (query.data ?? []).map((tag) => ({ label: tag, value: tag })), [query.data]);
}
