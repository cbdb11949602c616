import {
  AUTH_PATHS,
  type FeatureFlag,
  featureFlagPath,
  featureFlagResponseSchema,
  sessionInfoSchema,
  type UseCase,
} from '@fleet/contracts';

/** The account facts the voice service needs from the API (which owns accounts). */
export interface AccountDirectory {
  /** The account's use case, asked of the API with the caller's own token; cached per account. */
  useCaseOf(accountId: string, token: string): Promise<UseCase>;
  /** Whether the flag is on for the account, asked of the API with the caller's token (cached). */
  isFlagOn(accountId: string, token: string, flag: FeatureFlag): Promise<boolean>;
}

export class AccountDirectoryUnavailableError extends Error {}

/**
 * Reads `GET {api}/v1/auth/session` (the caller's user, with the account's use case). A use case
 * does not change in practice, so answers are kept for `cacheMs` (default 10 minutes). Flags come
 * from `GET {api}/v1/feature-manager/is-feature-enabled/{flag}` and are kept for `flagCacheMs`
 * (default 30 s: a flag turned off stops the voice calls within that time).
 */
export function createAccountDirectory(options: {
  apiUrl: string;
  cacheMs?: number;
  flagCacheMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
}): AccountDirectory {
  const doFetch = options.fetch ?? fetch;
  const cacheMs = options.cacheMs ?? 10 * 60_000;
  const flagCacheMs = options.flagCacheMs ?? 30_000;
  const cache = new Map<string, { useCase: UseCase; until: number }>();
  const flags = new Map<string, { on: boolean; until: number }>();

  const ask = async (path: string, token: string): Promise<unknown> => {
    let response: Response;
    try {
      response = await doFetch(new URL(path, options.apiUrl), {
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
    return response.json().catch(() => undefined);
  };

  return {
    async isFlagOn(accountId, token, flag) {
      const key = `${accountId}:${flag}`;
      const hit = flags.get(key);
      if (hit && hit.until > Date.now()) return hit.on;
      const answer = featureFlagResponseSchema.safeParse(await ask(featureFlagPath(flag), token));
      if (!answer.success) throw new AccountDirectoryUnavailableError('API answered no flag');
      if (flags.size > 10_000) flags.clear();
      flags.set(key, { on: answer.data.enabled, until: Date.now() + flagCacheMs });
      return answer.data.enabled;
    },
    async useCaseOf(accountId, token) {
      const hit = cache.get(accountId);
      if (hit && hit.until > Date.now()) return hit.useCase;
      const session = sessionInfoSchema.safeParse(await ask(AUTH_PATHS.session, token));
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
