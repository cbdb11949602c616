import { parsePhoneNumberWithError } from 'libphonenumber-js';

/**
 * The one display format for a phone number anywhere in the web: US numbers as (214) 555-0006,
 * others in international form (+44 20 7946 0018). The server stores E.164; a number without a
 * country code is read as US. What cannot be parsed is shown as it came.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (text === '') return '';
  try {
    const parsed = parsePhoneNumberWithError(text, 'US');
    return parsed.country === 'US' || parsed.countryCallingCode === '1'
      ? parsed.formatNational()
      : parsed.formatInternational();
  } catch {
    return text;
  }
}
