import {
  DITAT_DEFAULT_LOCATION_KEY,
  type DitatUpdateLoadInputRequest,
  type LoadRecord,
} from '@fleet/contracts';
import { z } from 'zod';
import { toDitat } from '../../../documents/domain/ditat';
import { providerMessage, type TmsHttpOptions, tmsRequest } from '../http';
import { type RemoteTms, type TmsAnswer, TmsUnavailableError } from '../types';
import { fieldErrorsOf } from '../validation-errors';

/**
 * Ditat TMS (providers/tms/README.md says what is assumed of its API): a session token from
 * POST /api/tms/auth/login (HTTP Basic user:password, the Ditat account id and the application
 * role in headers), then `Authorization: Ditat-Token <token>` on
 * POST /api/tms/load-creation/update-load-input {load_input, goods_details} → {id}, or 400 with
 * its validation errors. A 401 on the call logs in again once (the session expired).
 */
export interface DitatConfig {
  baseUrl: string;
  /** The Ditat account (company) id. */
  accountId: string;
  userName: string;
  password: string;
}

export const DITAT_LOGIN_PATH = '/api/tms/auth/login';
export const DITAT_LOAD_INPUT_PATH = '/api/tms/load-creation/update-load-input';
export const DITAT_APPLICATION_ROLE = 'Login to TMS';

const created = z.object({ id: z.union([z.string().min(1), z.number()]) });

export function createDitatTms(config: DitatConfig, http: TmsHttpOptions = {}): RemoteTms {
  const base = config.baseUrl.replace(/\/+$/, '');
  let token: string | null = null;

  const login = async (): Promise<string> => {
    const label = `Ditat POST ${DITAT_LOGIN_PATH}`;
    const reply = await tmsRequest(
      label,
      `${base}${DITAT_LOGIN_PATH}`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${config.userName}:${config.password}`).toString('base64')}`,
          'ditat-account-id': config.accountId,
          'ditat-application-role': DITAT_APPLICATION_ROLE,
        },
      },
      http,
    );
    if (reply.status !== 200) {
      throw new TmsUnavailableError(
        reply.status === 401 || reply.status === 403
          ? `Ditat refused the account's credentials (${providerMessage(reply)}): check its TMS connection`
          : `${label} answered ${reply.status}: ${providerMessage(reply)}`,
        reply.status,
      );
    }
    // The token comes as plain text or as a JSON string.
    const value = typeof reply.body === 'string' ? reply.body : reply.text.trim();
    if (!value || value.startsWith('{')) {
      throw new TmsUnavailableError(`${label} answered no token`, reply.status);
    }
    return value;
  };

  const createDitatLoad = async (input: DitatUpdateLoadInputRequest): Promise<TmsAnswer> => {
    const label = `Ditat POST ${DITAT_LOAD_INPUT_PATH}`;
    for (let attempt = 0; attempt < 2; attempt++) {
      token ??= await login();
      const reply = await tmsRequest(
        label,
        `${base}${DITAT_LOAD_INPUT_PATH}`,
        {
          method: 'POST',
          headers: {
            authorization: `Ditat-Token ${token}`,
            'content-type': 'application/json',
            accept: 'application/json',
          },
          body: JSON.stringify(input),
        },
        http,
      );
      if (reply.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (reply.status === 200 || reply.status === 201) {
        const parsed = created.safeParse(reply.body);
        if (!parsed.success) throw new TmsUnavailableError(`${label} answered no load id`);
        return { ok: true, externalId: String(parsed.data.id) };
      }
      if (reply.status === 400 || reply.status === 422) {
        const validationErrors = fieldErrorsOf(reply.body, ditatPropertyName);
        if (validationErrors.length > 0) return { ok: false, validationErrors };
      }
      throw new TmsUnavailableError(
        `${label} answered ${reply.status}: ${providerMessage(reply)}`,
        reply.status,
      );
    }
    throw new TmsUnavailableError(`${label}: Ditat refused the new session token`, 401);
  };

  return {
    name: 'ditat',
    createDitatLoad,
    // The generic record goes in as Ditat load input; keys chosen on our side come along.
    createLoad: (load) => createDitatLoad(ditatInputOf(load)),
  };
}

/** The generic Load record as Ditat load input (customer and stop ids as keys, else DEFAULT). */
export function ditatInputOf(load: LoadRecord): DitatUpdateLoadInputRequest {
  const { load_input, goods_details } = toDitat(load);
  return {
    load_input: {
      ...load_input,
      customer_key: load.customer_id ?? null,
      appointment_list: load_input.appointment_list.map((appointment, i) => ({
        ...appointment,
        location_key: load.stops[i]?.company_id ?? DITAT_DEFAULT_LOCATION_KEY,
      })),
    },
    goods_details,
  };
}

/**
 * Ditat's spelling of a property (LoadInput.RatesList[0].RateAmount, load_input.rates_list.0.x)
 * → ours (rates_list[0].rate_amount).
 */
export function ditatPropertyName(name: string): string {
  const trimmed = name.replace(/^(load_input|LoadInput|loadInput)\./, '');
  const out: string[] = [];
  for (const part of trimmed.split('.')) {
    if (/^\d+$/.test(part) && out.length > 0) {
      out[out.length - 1] += `[${part}]`;
      continue;
    }
    const [, word = part, index = ''] = /^([^[]+)(\[\d+\])?$/.exec(part) ?? [];
    if (/^referenceId\d$/i.test(word)) {
      out.push(`referenceId${word.slice(-1)}${index}`);
      continue;
    }
    const snake = word
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .replace(/-/g, '_')
      .toLowerCase();
    out.push(`${snake}${index}`);
  }
  return out.join('.');
}
