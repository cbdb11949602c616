import type { Carrier } from '@fleet/contracts';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { HeaderMap } from './carrier-headers';

/** A carrier read from a file: the contracts Carrier without its id (the caller assigns it). */
export type CarrierDraft = Omit<Carrier, 'id'> & {
  /** 1-based row number in the file. */
  row: number;
};

export const CARRIER_ROW_REASONS = {
  noName: 'No carrier name',
  noPhone: 'No valid phone number',
  duplicateMc: (row: number) => `Duplicate of row ${row} (same MC number)`,
  duplicateDot: (row: number) => `Duplicate of row ${row} (same DOT number)`,
  duplicatePhone: (row: number) => `Duplicate of row ${row} (same dispatch phone)`,
} as const;

/**
 * Spreadsheet formula triggers. Free text (names, address) loses every leading one (and the
 * apostrophe an export put before them), so no value we store — and later export — can start a
 * formula: '=HYPERLINK(…)' is kept as 'HYPERLINK(…)'.
 */
const FORMULA_PREFIX = /^'?[=+\-@\t\r\s]+/;

export function plainText(value: string): string {
  return value.replace(FORMULA_PREFIX, '').replace(/\s+/g, ' ').trim();
}

/** Separators of several phones or e-mails in one cell: , ; / | newline or the word 'or'. */
const LIST_SEPARATOR = /[,;/|\n\r]+|\s+or\s+/i;

/**
 * Phones of a cell in E.164, US when no country code. An extension ('ext 12', 'x12') is dropped
 * (E.164 has none); a number must be possible for its country (as the dispatch dialer requires).
 */
export function cellPhones(value: string): string[] {
  const phones: string[] = [];
  for (const part of value.split(LIST_SEPARATOR)) {
    const text = part.replace(/^[=@\s]+/, '').trim();
    if (!/\d{3}/.test(text)) continue;
    const parsed = parsePhoneNumberFromString(text, 'US');
    if (parsed?.isPossible()) phones.push(parsed.number);
  }
  return phones;
}

const EMAIL =
  /[A-Za-z0-9][A-Za-z0-9._%+'-]*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}/g;

/** E-mail addresses found in a cell ('a@x.com; b@x.com', 'Dispatch <d@x.com>'); the rest is ignored. */
export const cellEmails = (value: string): string[] => value.match(EMAIL) ?? [];

/** 'MC-123456' → '123456', 'USDOT 0987654' → '987654'; the first run of digits, up to 8 of them. */
export function docketDigits(value: string): string | null {
  const digits = /\d+/.exec(value)?.[0]?.replace(/^0+(?=\d)/, '');
  return digits && digits.length <= 8 && digits !== '0' ? digits : null;
}

const TRUE_WORDS = new Set(['yes', 'y', 'true', '1', 'x', '✓', '✔']);
export const isYes = (value: string): boolean => TRUE_WORDS.has(value.trim().toLowerCase());

const uniqueBy = (values: string[], key: (value: string) => string): string[] => {
  const seen = new Set<string>();
  return values.filter((value) => {
    const k = key(value);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
};

/** A data row mapped by its header: the carrier, or the reasons the row failed. */
export function carrierOfRow(
  cells: readonly string[],
  row: number,
  header: HeaderMap,
): { carrier: CarrierDraft } | { reasons: string[] } {
  const first = (column: keyof HeaderMap): string => {
    const index = header[column]?.[0];
    return index === undefined ? '' : (cells[index] ?? '');
  };
  const all = (column: keyof HeaderMap): string[] =>
    (header[column] ?? []).map((index) => cells[index] ?? '');
  const orNull = (value: string): string | null => value || null;

  const legal = plainText(first('legal_name'));
  const dba = plainText(first('dba_name'));
  const phones = uniqueBy(
    [...all('phone'), ...all('alt_phone')].flatMap(cellPhones),
    (phone) => phone,
  );
  const emails = uniqueBy([...all('email'), ...all('alt_email')].flatMap(cellEmails), (email) =>
    email.toLowerCase(),
  );
  const reasons: string[] = [];
  if (!legal && !dba) reasons.push(CARRIER_ROW_REASONS.noName);
  if (phones.length === 0) reasons.push(CARRIER_ROW_REASONS.noPhone);
  if (reasons.length > 0) return { reasons };

  let address = plainText(first('address'));
  if (!address) {
    const stateZip = [plainText(first('state')), plainText(first('zip'))].filter(Boolean).join(' ');
    address = [
      plainText(first('street')),
      plainText(first('street2')),
      plainText(first('city')),
      stateZip,
    ]
      .filter(Boolean)
      .join(', ');
  }
  return {
    carrier: {
      row,
      // A row with only a DBA uses it as its legal name too.
      legal_name: legal || dba,
      dba_name: legal ? orNull(dba) : null,
      dot_number: docketDigits(first('dot_number')),
      mc_number: docketDigits(first('mc_number')),
      dispatch_phone: phones[0]!,
      alt_phone_1: phones[1] ?? null,
      alt_phone_2: phones[2] ?? null,
      alt_phone_3: phones[3] ?? null,
      dispatch_email: emails[0] ?? null,
      alt_email_1: emails[1] ?? null,
      alt_email_2: emails[2] ?? null,
      alt_email_3: emails[3] ?? null,
      physical_address: orNull(address),
      my_carrier: isYes(first('my_carrier')),
    },
  };
}
