import { randomUUID } from 'node:crypto';
import {
  type FeatureFlag,
  resolveFeatureFlag,
  tmsTypeSchema,
  type UseCase,
  type User,
  useCaseSchema,
} from '@fleet/contracts';
import type { Database, Queryable } from '@fleet/service-kit/db';
import { z } from 'zod';
import { saveDetentionSettings } from '../../fleet/data/fleet-facts-repository';
import {
  connectTmsSource,
  ensureFleetSource,
  findFleetSource,
} from '../../fleet/data/fleet-sources-repository';
import { createCredentialsCipher } from '../../fleet/domain/credentials-cipher';
import { ALVYS_BASE_URL } from '../../providers';
import {
  findAccountById,
  findAccountByName,
  insertAccount,
  listAccounts,
} from '../data/accounts-repository';
import { findFeatureFlag, listFeatureFlags } from '../data/feature-flags-repository';
import { findCredentialsByEmail, findUser, insertUser, listUsers } from '../data/users-repository';
import { isValidEmail, normalizeEmail } from './emails';
import { setFeatureFlag } from './feature-flags';
import { hashPassword } from './passwords';
import type { AccountRow, FeatureFlagRow } from './types';

/** A mistake in what the operator asked for: the CLI prints it and exits 1. */
export class AdminInputError extends Error {
  override name = 'AdminInputError';
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function createAccount(
  db: Queryable,
  input: { name: string; useCase: string },
): Promise<AccountRow> {
  const name = input.name.trim();
  if (!name) throw new AdminInputError('--name must not be empty');
  const useCase = useCaseSchema.safeParse(input.useCase);
  if (!useCase.success) throw new AdminInputError('--use-case must be carrier or broker');
  if (await findAccountByName(db, name)) {
    throw new AdminInputError(`An account named "${name}" already exists`);
  }
  return insertAccount(db, { id: randomUUID(), name, useCase: useCase.data });
}

export { listAccounts };

/** An account by id or by name (case-insensitive). */
export async function resolveAccount(db: Queryable, ref: string): Promise<AccountRow> {
  const account = UUID.test(ref)
    ? await findAccountById(db, ref)
    : await findAccountByName(db, ref.trim());
  if (!account) throw new AdminInputError(`No account "${ref}"`);
  return account;
}

export async function createUser(
  db: Queryable,
  input: { account: string; email: string; password: string; displayName?: string },
): Promise<User> {
  const account = await resolveAccount(db, input.account);
  const email = normalizeEmail(input.email);
  if (!isValidEmail(email)) throw new AdminInputError(`"${input.email}" is not an e-mail address`);
  if (input.password.length < 8) {
    throw new AdminInputError('--password must be at least 8 characters');
  }
  if (await findCredentialsByEmail(db, email)) {
    throw new AdminInputError(`A user with e-mail ${email} already exists`);
  }
  const id = randomUUID();
  await insertUser(db, {
    id,
    accountId: account.id,
    email,
    displayName: input.displayName?.trim() || null,
    passwordHash: await hashPassword(input.password),
  });
  return (await findUser(db, account.id, id))!;
}

export async function usersOf(db: Queryable, accountRef?: string): Promise<User[]> {
  const accounts = accountRef ? [await resolveAccount(db, accountRef)] : await listAccounts(db);
  const lists = await Promise.all(accounts.map((a) => listUsers(db, a.id)));
  return lists.flat();
}

/**
 * Turns a flag on or off for an account. Variables given are merged into the stored ones; an
 * empty value (KEY=) removes that variable.
 */
export async function configureFlag(
  db: Queryable,
  input: { account: string; flag: string; enabled: boolean; variables?: Record<string, string> },
): Promise<FeatureFlagRow> {
  const account = await resolveAccount(db, input.account);
  const flag = resolveFeatureFlag(input.flag);
  if (!flag) throw new AdminInputError(`Unknown flag "${input.flag}"`);
  const existing = await findFeatureFlag(db, account.id, flag);
  const variables: Record<string, string> = { ...existing?.variables };
  for (const [key, value] of Object.entries(input.variables ?? {})) {
    if (value === '') delete variables[key];
    else variables[key] = checkVariable(key, value);
  }
  await setFeatureFlag(db, account.id, flag, input.enabled, variables);
  return { flag, enabled: input.enabled, variables };
}

export async function flagsOf(db: Queryable, accountRef: string): Promise<FeatureFlagRow[]> {
  const account = await resolveAccount(db, accountRef);
  return listFeatureFlags(db, account.id);
}

function checkVariable(key: string, value: string): string {
  if (key === 'TMS_TYPE' && !tmsTypeSchema.safeParse(value).success) {
    throw new AdminInputError('TMS_TYPE must be alvys or ditat');
  }
  return value;
}

const countSchema = (flag: string) =>
  z.coerce
    .number({ error: `${flag} must be a number` })
    .int(`${flag} must be a whole number`)
    .min(1, `${flag} must be at least 1`)
    .max(20_000, `${flag} must be at most 20000`)
    .optional();

const fleetSchema = z.object({
  size: z.object({
    trucks: countSchema('--trucks'),
    trailers: countSchema('--trailers'),
    drivers: countSchema('--drivers'),
    customers: countSchema('--customers'),
  }),
  speed: z.coerce
    .number({ error: '--speed must be a number' })
    .positive('--speed must be positive')
    .max(3600, '--speed must be at most 3600')
    .default(1),
});

/** Attaches the built-in fleet simulator to an account that has no fleet source yet. */
export async function simulateFleet(
  db: Queryable,
  input: { account: string; size: Record<string, string | undefined>; speed?: string },
) {
  const account = await resolveAccount(db, input.account);
  const parsed = fleetSchema.safeParse({ size: input.size, speed: input.speed });
  if (!parsed.success) throw new AdminInputError(parsed.error.issues[0]!.message);
  if (await findFleetSource(db, account.id)) {
    throw new AdminInputError(`${account.name} already has a fleet source`);
  }
  const size = Object.fromEntries(
    Object.entries(parsed.data.size).filter((entry): entry is [string, number] => !!entry[1]),
  );
  await ensureFleetSource(db, account.id, {
    seed: account.name,
    epoch: new Date().toISOString(),
    speed: parsed.data.speed,
    size,
  });
  return { account: account.name, size, speed: parsed.data.speed };
}

const alvysSchema = z.object({
  clientId: z
    .string()
    .trim()
    .min(1, '--client-id must not be empty')
    .max(256, '--client-id must be at most 256 characters')
    .regex(/^\S+$/, '--client-id must not contain spaces'),
  clientSecret: z
    .string()
    .min(1, '--client-secret must not be empty')
    .max(1024, '--client-secret must be at most 1024 characters')
    .refine(
      (secret) => secret.trim() === secret,
      '--client-secret must not start or end with spaces',
    ),
  baseUrl: z
    .url({ protocol: /^https?$/, error: '--base-url must be an http(s) URL' })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(ALVYS_BASE_URL),
});

/**
 * Points an account's fleet at its Alvys tenant, replacing the source it had (a simulator's data
 * is deleted with it); the next sync reads everything. The client secret is stored encrypted
 * under FLEET_CREDENTIALS_KEY, which must be the key the API runs with.
 */
export async function connectAlvys(
  db: Database,
  input: { account: string; clientId: string; clientSecret: string; baseUrl?: string },
  options: { credentialsKey?: Buffer; now?: Date },
) {
  if (!options.credentialsKey) {
    throw new AdminInputError(
      "FLEET_CREDENTIALS_KEY is not configured: set it to the API's key (32 bytes as base64 or hex, e.g. `openssl rand -base64 32`) so the client secret is stored encrypted",
    );
  }
  const account = await resolveAccount(db, input.account);
  const parsed = alvysSchema.safeParse({
    clientId: input.clientId,
    clientSecret: input.clientSecret,
    baseUrl: input.baseUrl,
  });
  if (!parsed.success) throw new AdminInputError(parsed.error.issues[0]!.message);
  const { baseUrl, clientId, clientSecret } = parsed.data;
  const credentials = createCredentialsCipher(options.credentialsKey).encrypt(
    clientSecret,
    account.id,
  );
  const replaced = await db.transaction((tx) =>
    connectTmsSource(tx, account.id, {
      provider: 'alvys',
      settings: { baseUrl, clientId },
      credentials,
      now: (options.now ?? new Date()).toISOString(),
    }),
  );
  return {
    account: account.name,
    provider: 'alvys' as const,
    baseUrl,
    clientId,
    replaced: replaced ?? null,
  };
}

const moneySchema = (flag: string) =>
  z.coerce
    .number({ error: `${flag} must be a number` })
    .min(0, `${flag} must not be negative`)
    .max(10_000, `${flag} must be at most 10000`);

const detentionSchema = z.object({
  freeMinutes: z.coerce
    .number({ error: '--free-minutes must be a number' })
    .int('--free-minutes must be a whole number')
    .min(0, '--free-minutes must not be negative')
    .max(24 * 60, '--free-minutes must be at most 1440'),
  detentionRatePerHour: moneySchema('--detention-rate'),
  lossRatePerHour: moneySchema('--loss-rate'),
});

/** The account's detention terms (customers may still override them). */
export async function setDetentionTerms(
  db: Queryable,
  input: { account: string; freeMinutes: string; detentionRate: string; lossRate: string },
) {
  const account = await resolveAccount(db, input.account);
  const parsed = detentionSchema.safeParse({
    freeMinutes: input.freeMinutes,
    detentionRatePerHour: input.detentionRate,
    lossRatePerHour: input.lossRate,
  });
  if (!parsed.success) throw new AdminInputError(parsed.error.issues[0]!.message);
  await saveDetentionSettings(db, account.id, parsed.data);
  return parsed.data;
}

export type { FeatureFlag, UseCase };
