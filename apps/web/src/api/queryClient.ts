/**
 * Server state for pages (react-query). No automatic retries: the request client already
 * showed the failure once, and a retry would show it again.
 */
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
