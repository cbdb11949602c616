import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';
import { notify } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * A list's failure (issue 10): the error is toasted here, once, when the query has failed
       * (not by the API client, which would toast every attempt; its fetcher passes
       * `toast: false`), and the query is not retried behind a 'Loading...' screen: the list shows
       * the error at once with its own Retry. Use `LIST_QUERY`.
       */
      listErrorToast?: boolean;
      /**
       * A screen's own query whose failure is toasted once by the query cache, after its retries
       * (a 404 that the screen shows as "no data" is not). The trip detail uses it.
       */
      errorToastOnce?: { quietNotFound: boolean };
      /**
       * A query whose failure the spec words itself (e.g. 'Failed to fetch customer data'): that
       * text is toasted once per failed query instead of the error's own.
       */
      failureToast?: string;
    };
  }
}

/** The options of a list query: see `listErrorToast`. */
export const LIST_QUERY = { meta: { listErrorToast: true }, retry: false } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // Once per failed query, however many screens observe it (the home page and a list share
      // the trip queries). No toast for refreshToken (document 1 §8).
      onError: (error, query) => {
        if (error instanceof ApiRequestError && error.action === 'refreshToken') return;
        const failureToast = query.meta?.failureToast;
        if (failureToast) {
          notify.error(failureToast);
          return;
        }
        const once = query.meta?.errorToastOnce;
        if (query.meta?.listErrorToast !== true && !once) return;
        if (once?.quietNotFound && error instanceof ApiRequestError && error.status === 404) return;
        notify.error(error.message);
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        // Client errors (bad request, auth) do not get better by asking again.
        retry: (count, error) =>
          count < 2 &&
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
    },
  });
}
