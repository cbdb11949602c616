import { randomUUID } from 'node:crypto';
import type { LoadRecord, LoadStop } from '@fleet/contracts';
import { z } from 'zod';
import { providerMessage, type TmsHttpOptions, tmsRequest } from '../http';
import { type RemoteTms, type TmsAnswer, TmsUnavailableError } from '../types';
import { fieldErrorsOf } from '../validation-errors';

/**
 * Alvys (providers/tms/README.md says what is assumed): an OAuth client-credentials token from
 * auth.alvys.com (the same flow as the fleet client), then a new load expressed as an inbound
 * tender, POST /api/p/v1/tenders (Alvys's EDI-204-over-REST), with an Idempotency-Key per save so
 * a retried request cannot make two loads. 400 problem details → validation errors in §3's shape.
 */
export interface AlvysTmsConfig {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  tokenUrl?: string;
  audience?: string;
}

export const ALVYS_TOKEN_URL = 'https://auth.alvys.com/oauth/token';
export const ALVYS_AUDIENCE = 'https://api.alvys.com/public/';
export const ALVYS_TENDERS_PATH = '/api/p/v1/tenders';

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
});
const tenderAnswer = z.object({
  id: z.string().min(1),
  loadNumber: z.union([z.string(), z.number()]).nullish(),
});

export function createAlvysTms(
  config: AlvysTmsConfig,
  http: TmsHttpOptions & { now?: () => Date; idempotencyKey?: () => string } = {},
): RemoteTms {
  const base = config.baseUrl.replace(/\/+$/, '');
  const now = http.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | null = null;

  const accessToken = async (): Promise<string> => {
    if (token && token.expiresAt > now().getTime()) return token.value;
    const url = config.tokenUrl ?? ALVYS_TOKEN_URL;
    const reply = await tmsRequest(
      'Alvys token',
      url,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          audience: config.audience ?? ALVYS_AUDIENCE,
          grant_type: 'client_credentials',
        }),
      },
      http,
    );
    const parsed = tokenAnswer.safeParse(reply.body);
    if (reply.status !== 200 || !parsed.success) {
      throw new TmsUnavailableError(
        reply.status === 401 || reply.status === 403
          ? `Alvys refused the account's client credentials (${providerMessage(reply)}): check its TMS connection`
          : `Alvys token answered ${reply.status}: ${providerMessage(reply)}`,
        reply.status,
      );
    }
    // A minute early, so a token never expires between the check and the call.
    token = {
      value: parsed.data.access_token,
      expiresAt: now().getTime() + parsed.data.expires_in * 1000 - 60_000,
    };
    return token.value;
  };

  const createLoad = async (load: LoadRecord): Promise<TmsAnswer> => {
    const label = `Alvys POST ${ALVYS_TENDERS_PATH}`;
    const idempotencyKey = (http.idempotencyKey ?? randomUUID)();
    for (let attempt = 0; attempt < 2; attempt++) {
      const bearer = await accessToken();
      const reply = await tmsRequest(
        label,
        `${base}${ALVYS_TENDERS_PATH}`,
        {
          method: 'POST',
          headers: {
            authorization: `Bearer ${bearer}`,
            'content-type': 'application/json',
            accept: 'application/json',
            'idempotency-key': idempotencyKey,
          },
          body: JSON.stringify(alvysTenderOf(load)),
        },
        http,
      );
      if (reply.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      if (reply.status === 200 || reply.status === 201 || reply.status === 202) {
        const parsed = tenderAnswer.safeParse(reply.body);
        if (!parsed.success) throw new TmsUnavailableError(`${label} answered no tender id`);
        const { id, loadNumber } = parsed.data;
        return { ok: true, externalId: loadNumber ? String(loadNumber) : id };
      }
      if (reply.status === 400 || reply.status === 422) {
        const validationErrors = fieldErrorsOf(reply.body, alvysPropertyName);
        if (validationErrors.length > 0) return { ok: false, validationErrors };
      }
      throw new TmsUnavailableError(
        `${label} answered ${reply.status}: ${providerMessage(reply)}`,
        reply.status,
      );
    }
    throw new TmsUnavailableError(`${label}: Alvys refused a new token`, 401);
  };

  return { name: 'alvys', createLoad };
}

/** 'MM/DD/YYYY' + hours + minutes → a local ISO date-time without offset (the stop's wall time). */
function wallTime(date: string | null, hours: string | null, minutes: string | null) {
  const m = date ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(date) : null;
  if (!m) return null;
  return `${m[3]}-${m[1]}-${m[2]}T${(hours || '00').padStart(2, '0')}:${(minutes || '00').padStart(2, '0')}:00`;
}

function tenderStop(stop: LoadStop) {
  const fcfs = stop.appointment_type === 'FCFS';
  return {
    sequence: stop.stop_number,
    stopType: stop.stop_type,
    companyId: stop.company_id ?? null,
    companyName: stop.company_name,
    address: { street: stop.address, city: stop.city, state: stop.state, zipCode: stop.zipcode },
    coordinates:
      stop.lat != null && stop.lng != null ? { latitude: stop.lat, longitude: stop.lng } : null,
    phone: stop.phone,
    email: stop.email,
    scheduleType: fcfs ? 'FCFS' : 'APPT',
    appointmentDate: fcfs
      ? null
      : wallTime(stop.appointment_date, stop.appointment_time_hours, stop.appointment_time_minutes),
    stopWindow: fcfs
      ? {
          begin: wallTime(
            stop.fcfs_start_date,
            stop.fcfs_start_time_hours,
            stop.fcfs_start_time_minutes,
          ),
          end: wallTime(stop.fcfs_end_date, stop.fcfs_end_time_hours, stop.fcfs_end_time_minutes),
        }
      : null,
    references: [
      { name: 'Confirmation', value: stop.confirmation_number },
      { name: 'BOL', value: stop.bol_number },
      { name: 'Reference', value: stop.reference_number },
    ].filter((r) => r.value),
    instructions: stop.stop_instructions,
    commodities: stop.commodities,
  };
}

/** The generic Load record as the tender body Alvys is assumed to take (README). */
export function alvysTenderOf(load: LoadRecord) {
  return {
    tenderType: 'Original',
    customer: { id: load.customer_id ?? null, name: load.customer_name },
    orderNumber: load.order_number,
    poNumber: load.po_number,
    bolNumber: load.bol_number,
    referenceNumber: load.reference_number,
    contact: { phone: load.phone, email: load.email },
    rate: { linehaul: load.linehaul_rate, fuelSurcharge: load.fuel_surcharge, currency: 'USD' },
    equipment: {
      type:
        load.equipment_type === 'reefer' ? 'Reefer' : load.equipment_type === 'van' ? 'Van' : null,
      lengthFeet: load.length,
      temperature:
        load.equipment_type === 'reefer' && load.temperature !== null
          ? {
              setPointF: load.temperature,
              mode: load.temperature_control === 'start_stop' ? 'StartStop' : 'Continuous',
            }
          : null,
    },
    weightLbs: load.weight,
    carrier: {
      name: load.carrier.carrier_name,
      driverId: load.carrier.driver_id ?? null,
      driverName: load.carrier.driver_name,
      driverPhone: load.carrier.driver_phone,
      truckId: load.carrier.truck_id ?? null,
      truckNumber: load.carrier.truck,
      trailerId: load.carrier.trailer_id ?? null,
      trailerNumber: load.carrier.trailer,
    },
    stops: load.stops.map(tenderStop),
  };
}

const ALVYS_FIELDS: Record<string, string> = {
  ordernumber: 'order_number',
  ponumber: 'po_number',
  bolnumber: 'bol_number',
  'customer.id': 'customer_id',
  'customer.name': 'customer_name',
  'rate.linehaul': 'linehaul_rate',
  'rate.fuelsurcharge': 'fuel_surcharge',
  'address.street': 'address',
  'address.city': 'city',
  'address.state': 'state',
  'address.zipcode': 'zipcode',
  appointmentdate: 'appointment_date',
  'stopwindow.begin': 'fcfs_start_date',
  'stopwindow.end': 'fcfs_end_date',
  companyname: 'company_name',
  stoptype: 'stop_type',
};

/** Alvys's property path (Stops[1].Address.City, $.rate.linehaul) → the Load record's (stops[1].city). */
export function alvysPropertyName(name: string): string {
  const path = name.replace(/^\$\.?/, '');
  const stop = /^stops\[(\d+)\]\.?(.*)$/i.exec(path);
  const field = (stop ? stop[2]! : path).toLowerCase();
  const mapped = ALVYS_FIELDS[field] ?? (field || path);
  return stop ? `stops[${stop[1]}]${mapped ? `.${mapped}` : ''}` : mapped;
}
