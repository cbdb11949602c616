import {
  DITAT_DEFAULT_LOCATION_KEY,
  type DitatUpdateLoadInputRequest,
  type LoadValidationError,
} from '@fleet/contracts';
import { DateTime } from 'luxon';

/** What the account knows: its customer keys and location keys. */
export interface KnownKeys {
  customer(key: string): boolean;
  location(key: string): boolean;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;

/** A 'YYYY-MM-DDTHH:MM[:SS]' wall time as comparable milliseconds (UTC stands in), or null. */
function wallMillis(value: string | null): number | null {
  if (!value || !LOCAL_DATE_TIME.test(value)) return null;
  const parsed = DateTime.fromISO(value, { zone: 'utc' });
  return parsed.isValid ? parsed.toMillis() : null;
}

/**
 * Ditat load input checked before anything is stored or sent (document 2 §4 "Load save"): the
 * order number, the linehaul rate (> 0, two decimals), a pickup and a delivery, each stop's
 * times (valid, on ≤ late-after) and the stops in time order, a known customer and known
 * locations (DEFAULT is the default location). Property names as §5's dialog maps them.
 */
export function validateDitatInput(
  { load_input: input }: DitatUpdateLoadInputRequest,
  known: KnownKeys,
): LoadValidationError[] {
  const errors: LoadValidationError[] = [];
  const add = (propertyName: string, message: string) => errors.push({ propertyName, message });

  if (!input.referenceId1?.trim()) add('referenceId1', 'Order Number is required.');

  const rate = input.rates_list[0]?.rate_amount;
  if (rate === undefined || rate === null) {
    add('rates_list[0].rate_amount', 'Linehaul Rate is required.');
  } else if (!(rate > 0)) {
    add('rates_list[0].rate_amount', 'Linehaul Rate must be greater than 0.');
  } else if (Math.abs(Math.round(rate * 100) - rate * 100) > 1e-6) {
    add('rates_list[0].rate_amount', 'Linehaul Rate takes at most two decimals.');
  }

  if (!input.customer_key?.trim()) add('customer_key', 'Customer is required.');
  else if (!known.customer(input.customer_key)) {
    add('customer_key', `Customer ${input.customer_key} is not one of this account's customers.`);
  }

  const list = input.appointment_list;
  if (!list.some((a) => a.location_type === 0)) {
    add('appointment_list', 'At least one pickup is required.');
  }
  if (!list.some((a) => a.location_type === 1)) {
    add('appointment_list', 'At least one delivery is required.');
  }

  let previous: { at: number; index: number } | null = null;
  const order = list
    .map((a, index) => ({ a, index }))
    .sort((x, y) => x.a.stop_number - y.a.stop_number);
  for (const { a, index } of order) {
    const at = `appointment_list[${index}]`;
    const on = wallMillis(a.appointment_on_datetime);
    const late = wallMillis(a.appointment_late_after_datetime ?? a.appointment_on_datetime);
    if (on === null) {
      add(
        `${at}.appointment_on_datetime`,
        a.appointment_on_datetime
          ? `Stop ${a.stop_number}: ${a.appointment_on_datetime} is not a valid date and time.`
          : `Stop ${a.stop_number}: the appointment date and time are required.`,
      );
    }
    if (a.appointment_late_after_datetime && late === null) {
      add(
        `${at}.appointment_late_after_datetime`,
        `Stop ${a.stop_number}: ${a.appointment_late_after_datetime} is not a valid date and time.`,
      );
    } else if (a.appointment_type === 'FCFS' && !a.appointment_late_after_datetime) {
      add(
        `${at}.appointment_late_after_datetime`,
        `Stop ${a.stop_number}: a first-come-first-served window needs its end.`,
      );
    }
    if (on !== null && late !== null && late < on) {
      add(
        `${at}.appointment_late_after_datetime`,
        `Stop ${a.stop_number}: the window ends before it starts.`,
      );
    }
    if (on !== null) {
      if (previous && on < previous.at) {
        add(
          `${at}.appointment_on_datetime`,
          `Stop ${a.stop_number} is before stop ${order.find((o) => o.index === previous!.index)!.a.stop_number}: stops must be in time order.`,
        );
      }
      previous = { at: on, index };
    }
    const key = a.location_key?.trim();
    if (!key) add(`${at}.location_key`, `Stop ${a.stop_number}: the location is required.`);
    else if (key !== DITAT_DEFAULT_LOCATION_KEY && !known.location(key)) {
      add(
        `${at}.location_key`,
        `Stop ${a.stop_number}: location ${key} is not one of this account's locations.`,
      );
    }
  }
  return errors;
}
