import { AsYouType, parsePhoneNumberWithError } from 'libphonenumber-js';

/** Document 3 §5 "Phone (onboarding)", in the spec's order. */
export const PHONE_ERRORS = {
  required: 'Phone number is required',
  countryCode: 'Please include a country code (e.g., +1 for US)',
  invalid: 'Please enter a valid phone number with country code',
  format: 'Invalid phone number format',
} as const;

/** The first problem with `value` as an onboarding phone number, or null when it is valid. */
export function validatePhone(value: string): string | null {
  try {
    const text = value.trim();
    if (text === '') return PHONE_ERRORS.required;
    if (!text.includes('+')) return PHONE_ERRORS.countryCode;
    const parsed = parsePhoneNumberWithError(text);
    if (!parsed.isValid()) return PHONE_ERRORS.invalid;
    return null;
  } catch {
    // Not a number at all, too short to parse, an unknown country code...
    return PHONE_ERRORS.format;
  }
}

/** `value` in E.164 (+14155550123) when it is a valid number, else null. */
export function toE164(value: string): string | null {
  if (validatePhone(value) !== null) return null;
  return parsePhoneNumberWithError(value.trim()).number;
}

/**
 * Formats what the user typed as they type (+1 415 555 0123). While they delete, the text is left
 * as it is, so a backspace over a space or bracket is not undone by the formatter.
 */
export function formatPhoneInput(next: string, previous: string): string {
  if (next.length < previous.length) return next;
  // Keep only what a phone number can hold: digits, one leading plus, and formatting.
  const cleaned = next.replace(/[^\d+\s().-]/g, '');
  return new AsYouType().input(cleaned);
}

/** Extensions are digits only, up to 8 (the contract's limit). */
export function cleanExtension(value: string): string {
  return value.replace(/\D/g, '').slice(0, 8);
}
