import { AUTH_PATHS, sessionInfoSchema, type UseCase } from '@fleet/contracts';

/** The account facts the voice service needs from the API (which owns accounts). */
export interface AccountDirectory {
  /** The account's use case, asked of the API with the caller's own token; cached per account. */
  useCaseOf(accountId: string, token: string): Promise<UseCase>;
}

export class AccountDirectoryUnavailableError extends Error {}

/**
 * Reads `GET {api}/v1/auth/session` (the caller's user, with the account's use case). A use case
 * does not change in practice, so answers are kept for `cacheMs` (default 10 minutes).
 */
export function createAccountDirectory(options: {
  apiUrl: string;
  cacheMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): AccountDirectory {
  const doFetch = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const cache = new Map<string, { useCase: UseCase; until: number }>();
  return {
    async useCaseOf(accountId, token) {
      const hit = cache.get(accountId);
      if (hit && hit.until > Date.now()) return hit.useCase;
      let response: Response;
      try {
        response = await doFetch(new URL(AUTH_PATHS.session, options.apiUrl), {
          headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
      } catch (error) {
        throw new AccountDirectoryUnavailableError(`API unreachable: ${String(error)}`);
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new AccountDirectoryUnavailableError(`API answered ${response.status}`);
      }
      const session = sessionInfoSchema.safeParse(await response.json().catch(() => undefined));
      if (!session.success || session.data.user.account_id !== accountId) {
        throw new AccountDirectoryUnavailableError('API answered an unexpected session');
      }
      const useCase = session.data.user.use_case;
      if (cache.size > 10_000) cache.clear();
      cache.set(accountId, { useCase, until: Date.now() + cacheMs });
      return useCase;
    },
  };
}
