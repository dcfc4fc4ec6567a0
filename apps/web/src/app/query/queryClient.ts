import { QueryClient } from '@tanstack/react-query';
import { onSessionCleared } from '../auth/session.ts';

/**
 * The query cache of the signed-in screens. Provided by the application layout (DefaultLayout), not by
 * the app root: the public pages (login, home) run no queries, so TanStack Query loads with the layout's
 * chunk and not with the first screen (issue 12: login page weight).
 */
export const queryClient = new QueryClient({
  // The HTTP client already retries (retryable calls) and shows errors; a second layer would double both.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});
onSessionCleared(() => queryClient.clear());
