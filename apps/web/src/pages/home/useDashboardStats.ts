/** The home page's figures for the last `days` days, today included (server default 7). */
import { useQuery } from '@tanstack/react-query';
import { dashboardApi } from '@tenon/contracts';
import { callApi } from '../../api/callApi';

export const TREND_DAYS = 7;

export function useDashboardStats() {
  return useQuery({
    queryKey: ['dashboard', 'stats', TREND_DAYS],
    queryFn: ({ signal }) => callApi(dashboardApi.stats, { query: { days: TREND_DAYS }, signal }),
  });
}
