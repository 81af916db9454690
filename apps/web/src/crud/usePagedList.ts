/**
 * The state of a paged list screen: the applied filters, the page, whether the search form
 * shows, and the page query itself (react-query, keyed by the endpoint's path so that any
 * write on the entity can invalidate it with `invalidateEntity`).
 */
import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Endpoint, QueryOf, ResponseOf } from '@tenon/contracts';
import { callApi, type CallInput } from '../api/callApi';
import { DEFAULT_PAGE_SIZE } from '../components/pagerItems';

type PageResponse<Row> = { list: Row[]; total: number; totalCapped?: boolean };

// One empty list for every render before the answer: a new [] each time would look like new rows.
const NO_ROWS: never[] = [];

/**
 * `callApi` without the compile-time check of the input's shape, for generic code (the kit)
 * that cannot prove a generic endpoint's query or body; the screens' own calls stay typed.
 */
export const callWithUncheckedInput = <E extends Endpoint>(endpoint: E, input: object) =>
  (callApi as (endpoint: E, input: object) => Promise<ResponseOf<E>>)(endpoint, input);

export interface PagedList<F, Row> {
  filters: F;
  search: (filters: F) => void;
  pageNo: number;
  pageSize: number;
  setPage: (pageNo: number, pageSize: number) => void;
  rows: Row[];
  total: number;
  /** The server stopped counting: `total` is a lower bound (docs/performance-lists.md). */
  totalCapped: boolean;
  loading: boolean;
  reload: () => void;
  showSearch: boolean;
  setShowSearch: (show: boolean) => void;
}

/** The key every query of an entity starts with: the base of its path (`/system/post`). */
export function entityKey(endpoint: Endpoint): string[] {
  return [endpoint.path.slice(0, endpoint.path.lastIndexOf('/'))];
}

/** Reloads every list and lookup of the entity the endpoint belongs to. */
export function invalidateEntity(queryClient: QueryClient, endpoint: Endpoint) {
  return queryClient.invalidateQueries({ queryKey: entityKey(endpoint) });
}

export function usePagedList<E extends Endpoint, F extends object>(
  endpoint: E,
  toQuery: (filters: F, pageNo: number, pageSize: number) => QueryOf<E>,
  initialFilters: F = {} as F,
  /**
   * Default true: the last rows stay while the next page or search loads. A tree table's empty
   * out instead, as they did before the kit (their browser journey waits on it).
   */
  keepPreviousRows = true,
): PagedList<F, ResponseOf<E> extends PageResponse<infer Row> ? Row : never> {
  const [filters, setFilters] = useState<F>(initialFilters);
  const [page, setPageState] = useState({ pageNo: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [showSearch, setShowSearch] = useState(true);
  const query = toQuery(filters, page.pageNo, page.pageSize);
  const { data, isFetching, refetch } = useQuery({
    queryKey: [...entityKey(endpoint), endpoint.path, query],
    queryFn: ({ signal }) => callWithUncheckedInput(endpoint, { query, signal }),
    placeholderData: keepPreviousRows ? keepPreviousData : undefined,
  });
  // A list endpoint (a tree table's) answers every row at once, unpaged.
  const result = Array.isArray(data) ? { list: data as never[], total: data.length } : (data as PageResponse<never> | undefined);
  return {
    filters,
    search: (next) => {
      // 搜索 with the filters already shown still asks the server again: a person presses it to see what changed.
      if (JSON.stringify(toQuery(next, 1, page.pageSize)) === JSON.stringify(query)) void refetch();
      setFilters(next);
      setPageState((current) => ({ ...current, pageNo: 1 }));
    },
    pageNo: page.pageNo,
    pageSize: page.pageSize,
    setPage: (pageNo, pageSize) => setPageState({ pageNo, pageSize }),
    rows: result?.list ?? NO_ROWS,
    total: result?.total ?? 0,
    totalCapped: Boolean(result && 'totalCapped' in result && result.totalCapped),
    loading: isFetching,
    reload: () => void refetch(),
    showSearch,
    setShowSearch,
  };
}

/** For screens that read one endpoint without paging (the menu and department trees). */
export function useEntityQuery<E extends Endpoint>(endpoint: E, input?: CallInput<E>, enabled = true) {
  return useQuery({
    queryKey: [...entityKey(endpoint), endpoint.path, (input as { query?: unknown } | undefined)?.query ?? null],
    queryFn: ({ signal }) => callWithUncheckedInput(endpoint, { ...(input ?? {}), signal }),
    enabled,
  });
}

export function useInvalidateEntity() {
  const queryClient = useQueryClient();
  return (endpoint: Endpoint) => invalidateEntity(queryClient, endpoint);
}
