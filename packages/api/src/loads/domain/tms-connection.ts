import type { Queryable } from '@fleet/service-kit/db';
import { z } from 'zod';
import { createCredentialsCipher } from '../../fleet/domain/credentials-cipher';
import { tmsSecretPurpose } from '../../providers';
import type { StoredTmsConnection } from '../../providers/tms/types';
import { deleteTmsConnection, upsertTmsConnection } from '../data/tms-connections-repository';

const url = z
  .string()
  .trim()
  .url('baseUrl must be an http(s) URL')
  .refine((u) => /^https?:\/\//.test(u), 'baseUrl must be an http(s) URL')
  .transform((u) => u.replace(/\/+$/, ''));
const text = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .min(1, `${name} is required`);

export const tmsConnectionInputSchema = z.discriminatedUnion('provider', [
  z.object({ provider: z.literal('builtin') }),
  z.object({
    provider: z.literal('ditat'),
    baseUrl: url,
    accountId: text('accountId'),
    userName: text('userName'),
    password: text('password'),
  }),
  z.object({
    provider: z.literal('alvys'),
    baseUrl: url.default('https://integrations.alvys.com'),
    clientId: text('clientId'),
    clientSecret: text('clientSecret'),
    tokenUrl: url.optional(),
    audience: z.string().trim().min(1).optional(),
  }),
]);
export type TmsConnectionInput = z.input<typeof tmsConnectionInputSchema>;

/** A connection that cannot be stored: the message names the field. */
export class TmsConnectionInputError extends Error {
  override name = 'TmsConnectionInputError';
}

/**
 * Points an account's saved loads at a TMS: 'builtin' (our database; the stored connection goes),
 * Ditat or Alvys, whose secret (password / client secret) is stored encrypted under
 * FLEET_CREDENTIALS_KEY. For the admin CLI and the e2e start script. Returns what is stored,
 * without the secret.
 */
export async function saveTmsConnection(
  db: Queryable,
  accountId: string,
  input: TmsConnectionInput,
  options: { credentialsKey?: Buffer } = {},
): Promise<{ provider: 'builtin' | 'ditat' | 'alvys'; settings: Record<string, string> }> {
  const provider = (input as { provider?: unknown }).provider;
  if (provider !== 'builtin' && provider !== 'ditat' && provider !== 'alvys') {
    throw new TmsConnectionInputError(
      `provider must be builtin, ditat or alvys, not ${JSON.stringify(provider ?? null)}`,
    );
  }
  const parsed = tmsConnectionInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new TmsConnectionInputError(
      issue.path.length > 0 && !issue.message.includes(String(issue.path[0]))
        ? `${issue.path.join('.')}: ${issue.message}`
        : issue.message,
    );
  }
  const value = parsed.data;
  if (value.provider === 'builtin') {
    await deleteTmsConnection(db, accountId);
    return { provider: 'builtin', settings: {} };
  }
  if (!options.credentialsKey) {
    throw new TmsConnectionInputError(
      "FLEET_CREDENTIALS_KEY is not configured: set it to the API's key (32 bytes as base64 or hex) so the TMS secret is stored encrypted",
    );
  }
  const secret = value.provider === 'ditat' ? value.password : value.clientSecret;
  const settings: Record<string, string> =
    value.provider === 'ditat'
      ? { baseUrl: value.baseUrl, accountId: value.accountId, userName: value.userName }
      : {
          baseUrl: value.baseUrl,
          clientId: value.clientId,
          ...(value.tokenUrl ? { tokenUrl: value.tokenUrl } : {}),
          ...(value.audience ? { audience: value.audience } : {}),
        };
  const connection: StoredTmsConnection = {
    account_id: accountId,
    provider: value.provider,
    settings,
    credentials: createCredentialsCipher(options.credentialsKey).encrypt(
      secret,
      accountId,
      tmsSecretPurpose(value.provider),
    ),
  };
  await upsertTmsConnection(db, connection);
  return { provider: value.provider, settings };
}
