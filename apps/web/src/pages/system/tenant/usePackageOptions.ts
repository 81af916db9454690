import { useMemo } from 'react';
import { tenantPackageApi } from '@tenon/contracts';
import { useEntityQuery } from '../../../crud/usePagedList';

/** The enabled packages, as select options and as id → name for the list. */
export function usePackageOptions() {
  const query = useEntityQuery(tenantPackageApi.getSimpleList);
  return useMemo(() => {
    const rows = query.data ?? [];
    return { options: rows.map((row) => ({ label: row.name, value: row.id })), names: new Map(rows.map((row) => [row.id, row.name])) };
  }, [query.data]);
}
