import {
  datSettingsSchema,
  LOADBOARD_PROVIDERS,
  type LoadboardProvider,
  type LoadboardSetting,
  type LoadboardSettingRequest,
  truckstopSettingsSchema,
} from '@fleet/contracts';
import { HttpError } from '@fleet/service-kit';
import type { Queryable } from '@fleet/service-kit/db';
import { z } from 'zod';
import {
  type CredentialsCipher,
  CredentialsCipherError,
  createCredentialsCipher,
} from '../../../fleet/domain/credentials-cipher';
import {
  deleteLoadboardSetting,
  findLoadboardSetting,
  insertLoadboardSetting,
  type LoadboardSettingRow,
  listLoadboardSettings,
  updateLoadboardSetting,
} from '../data/loadboard-settings-repository';

/**
 * Load-board settings (document 2 §2.6 Load Board tab, §3 "Load-board setting", §7): one entry
 * per account and provider. The secret of each (DAT's client secret, Truckstop's integration id)
 * is encrypted with AES-256-GCM under FLEET_CREDENTIALS_KEY, the account and the provider being
 * authenticated data; answers only say whether it is set. Nothing here logs a setting.
 */

/** What DAT and Truckstop clients are built from: the saved settings, secrets decrypted. */
export type DatCredentials = z.infer<typeof datSettingsSchema>;
export type TruckstopCredentials = z.infer<typeof truckstopSettingsSchema>;
export type LoadboardCredentials<P extends LoadboardProvider> = P extends 'DAT'
  ? DatCredentials
  : TruckstopCredentials;

/** PUT: DAT's client secret may be left out to keep the saved one (the screen never has it). */
export const loadboardSettingUpdateSchema = z.discriminatedUnion('provider', [
  z.object({
    provider: z.literal('DAT'),
    provider_settings: datSettingsSchema.extend({
      dat_client_secret: datSettingsSchema.shape.dat_client_secret.optional(),
    }),
  }),
  z.object({ provider: z.literal('TRUCKSTOP'), provider_settings: truckstopSettingsSchema }),
]);
export type LoadboardSettingUpdate = z.infer<typeof loadboardSettingUpdateSchema>;

export const KEY_MISSING_MESSAGE =
  'Load-board credentials cannot be saved: the server has no FLEET_CREDENTIALS_KEY to encrypt them with. Set it (32 bytes as base64, e.g. `openssl rand -base64 32`) and restart the API.';

/** The cipher of load-board secrets, or null when FLEET_CREDENTIALS_KEY is not configured. */
export function loadboardCipher(key: Buffer | undefined): CredentialsCipher | null {
  return key ? createCredentialsCipher(key) : null;
}

/** The provider of a path segment ('dat' or 'DAT'); 400 naming the field otherwise. */
export function providerOf(segment: string): LoadboardProvider {
  const upper = segment.toUpperCase();
  if ((LOADBOARD_PROVIDERS as readonly string[]).includes(upper)) {
    return upper as LoadboardProvider;
  }
  throw new HttpError(400, {
    code: 'validation/invalid',
    message: `The request is not valid: provider: must be one of ${LOADBOARD_PROVIDERS.join(', ')}`,
    errors: [
      { propertyName: 'provider', message: `must be one of ${LOADBOARD_PROVIDERS.join(', ')}` },
    ],
  });
}

const purpose = (provider: LoadboardProvider) => `loadboard:${provider}`;

function view(row: LoadboardSettingRow): LoadboardSetting {
  if (row.provider === 'DAT') {
    return {
      provider: 'DAT',
      provider_settings: {
        dat_org_email: row.settings.dat_org_email ?? '',
        dat_user_email: row.settings.dat_user_email ?? '',
        dat_client_secret_set: row.secret !== '',
      },
    };
  }
  return {
    provider: 'TRUCKSTOP',
    provider_settings: { truckstop_integration_id_set: row.secret !== '' },
  };
}

function requireCipher(cipher: CredentialsCipher | null): CredentialsCipher {
  if (!cipher) {
    throw new HttpError(503, {
      code: 'loadboard/credentials-key-missing',
      message: KEY_MISSING_MESSAGE,
    });
  }
  return cipher;
}

function notFound(provider: LoadboardProvider): HttpError {
  return new HttpError(404, {
    code: 'loadboard/settings-not-found',
    message: `No ${provider} load-board settings are saved for this account`,
  });
}

/** The row of a request: the secret encrypted for this account and provider. */
function rowOf(
  cipher: CredentialsCipher,
  accountId: string,
  request: LoadboardSettingRequest,
): LoadboardSettingRow {
  if (request.provider === 'DAT') {
    const { dat_org_email, dat_user_email, dat_client_secret } = request.provider_settings;
    return {
      provider: 'DAT',
      settings: { dat_org_email, dat_user_email },
      secret: cipher.encrypt(dat_client_secret, accountId, purpose('DAT')),
    };
  }
  return {
    provider: 'TRUCKSTOP',
    settings: {},
    secret: cipher.encrypt(
      request.provider_settings.truckstop_integration_id,
      accountId,
      purpose('TRUCKSTOP'),
    ),
  };
}

export async function listSettings(db: Queryable, accountId: string): Promise<LoadboardSetting[]> {
  return (await listLoadboardSettings(db, accountId)).map(view);
}

/** POST: 409 when the account already has settings for this provider. */
export async function createSetting(
  db: Queryable,
  cipher: CredentialsCipher | null,
  accountId: string,
  request: LoadboardSettingRequest,
): Promise<LoadboardSetting> {
  const row = rowOf(requireCipher(cipher), accountId, request);
  if (!(await insertLoadboardSetting(db, accountId, row))) {
    throw new HttpError(409, {
      code: 'loadboard/settings-exist',
      message: `${request.provider} load-board settings are already saved for this account; update them instead`,
    });
  }
  return view(row);
}

/** PUT: 404 when there is nothing to update; a DAT secret left out keeps the saved one. */
export async function updateSetting(
  db: Queryable,
  cipher: CredentialsCipher | null,
  accountId: string,
  request: LoadboardSettingUpdate,
): Promise<LoadboardSetting> {
  const usable = requireCipher(cipher);
  let row: LoadboardSettingRow;
  if (request.provider === 'DAT' && request.provider_settings.dat_client_secret === undefined) {
    const saved = await findLoadboardSetting(db, accountId, 'DAT');
    if (!saved) throw notFound('DAT');
    const { dat_org_email, dat_user_email } = request.provider_settings;
    row = { provider: 'DAT', settings: { dat_org_email, dat_user_email }, secret: saved.secret };
  } else {
    row = rowOf(usable, accountId, request as LoadboardSettingRequest);
  }
  if (!(await updateLoadboardSetting(db, accountId, row))) throw notFound(request.provider);
  return view(row);
}

/** DELETE: 404 when there was nothing saved. Needs no key. */
export async function deleteSetting(
  db: Queryable,
  accountId: string,
  provider: LoadboardProvider,
): Promise<void> {
  if (!(await deleteLoadboardSetting(db, accountId, provider))) throw notFound(provider);
}

/**
 * The account's saved credentials for one board with the secret decrypted, or null when none are
 * saved (the search then answers from the sandbox board). Throws CredentialsCipherError when
 * some are saved but cannot be read (no key configured, another key, altered).
 */
export async function savedLoadboardCredentials<P extends LoadboardProvider>(
  db: Queryable,
  cipher: CredentialsCipher | null,
  accountId: string,
  provider: P,
): Promise<LoadboardCredentials<P> | null> {
  const row = await findLoadboardSetting(db, accountId, provider);
  if (!row) return null;
  if (!cipher) {
    throw new CredentialsCipherError(
      `${provider} load-board credentials are saved for this account but FLEET_CREDENTIALS_KEY is not configured to read them`,
    );
  }
  const secret = cipher.decrypt(row.secret, accountId, purpose(provider));
  const credentials =
    provider === 'DAT'
      ? {
          dat_org_email: row.settings.dat_org_email ?? '',
          dat_user_email: row.settings.dat_user_email ?? '',
          dat_client_secret: secret,
        }
      : { truckstop_integration_id: secret };
  return credentials as LoadboardCredentials<P>;
}
