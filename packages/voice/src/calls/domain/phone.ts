import { ParseError, parsePhoneNumberWithError } from 'libphonenumber-js';

/** A phone number the user must correct; `message` is what the screen shows. */
export class PhoneInputError extends Error {
  override name = 'PhoneInputError';
}

/** Document 3 §5 "Phone (onboarding)" messages, in the order the rules apply. */
export const ONBOARDING_PHONE_MESSAGES = {
  required: 'Phone number is required',
  countryCode: 'Please include a country code (e.g., +1 for US)',
  invalid: 'Please enter a valid phone number with country code',
  format: 'Invalid phone number format',
} as const;

/** The number our caller id is verified for: E.164, with a country code and valid for it. */
export function normalizeOnboardingPhone(raw: string | undefined | null): string {
  const text = (raw ?? '').trim();
  if (!text) throw new PhoneInputError(ONBOARDING_PHONE_MESSAGES.required);
  if (!text.includes('+')) throw new PhoneInputError(ONBOARDING_PHONE_MESSAGES.countryCode);
  let parsed: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    parsed = parsePhoneNumberWithError(text);
  } catch (error) {
    if (error instanceof ParseError) throw new PhoneInputError(ONBOARDING_PHONE_MESSAGES.format);
    throw error;
  }
  if (!parsed.isValid()) throw new PhoneInputError(ONBOARDING_PHONE_MESSAGES.invalid);
  return parsed.number;
}

export const BROKER_PHONE_MESSAGE = 'Please enter a valid phone number.';

/**
 * A broker's number as pasted from a load board ('(312) 555-0106', '+1-312-555-0106', ...):
 * US when it has no country code. It must have a plausible length for its country; fictional
 * 555-01xx numbers (the simulated brokers) are accepted, as a real dialer would try them.
 */
export function normalizeBrokerPhone(raw: string): string {
  let parsed: ReturnType<typeof parsePhoneNumberWithError>;
  try {
    parsed = parsePhoneNumberWithError(raw.trim(), 'US');
  } catch {
    throw new PhoneInputError(BROKER_PHONE_MESSAGE);
  }
  if (!parsed.isPossible()) throw new PhoneInputError(BROKER_PHONE_MESSAGE);
  return parsed.number;
}

/** A contact number on a form (carrier details): US by default, must be possible. */
export function normalizeContactPhone(raw: string): string {
  try {
    const parsed = parsePhoneNumberWithError(raw.trim(), 'US');
    if (parsed.isPossible()) return parsed.number;
  } catch {
    // falls through to the message
  }
  throw new PhoneInputError('Please enter a valid phone number');
}

/** '+13125550106' → '+1-312-555-0106' (document 3 §5); other shapes stay E.164. */
export function dashedPhone(e164: string): string {
  const match = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return match ? `+1-${match[1]}-${match[2]}-${match[3]}` : e164;
}
