import { describe, expect, it } from 'vitest';
import { validateEmail } from './email';
import { cleanExtension, formatPhoneInput, PHONE_ERRORS, toE164, validatePhone } from './phone';

describe('onboarding phone validation (document 3 §5)', () => {
  it('requires a number', () => {
    expect(validatePhone('')).toBe('Phone number is required');
    expect(validatePhone('   ')).toBe('Phone number is required');
  });

  it('requires a country code', () => {
    expect(validatePhone('415 555 0123')).toBe('Please include a country code (e.g., +1 for US)');
  });

  it('requires a valid number', () => {
    expect(validatePhone('+1 555')).toBe('Please enter a valid phone number with country code');
    expect(validatePhone('+1 415 555 01234567')).toBe(PHONE_ERRORS.invalid);
  });

  it("reports anything else as 'Invalid phone number format'", () => {
    expect(validatePhone('+')).toBe('Invalid phone number format');
    expect(validatePhone('+1')).toBe('Invalid phone number format');
    expect(validatePhone('+0 123')).toBe('Invalid phone number format');
  });

  it('accepts valid numbers and gives E.164', () => {
    expect(validatePhone('+1 415 555 0123')).toBeNull();
    expect(toE164('+1 (415) 555-0123')).toBe('+14155550123');
    expect(toE164('+44 20 7946 0958')).toBe('+442079460958');
    expect(toE164('4155550123')).toBeNull();
  });

  it('formats as the user types, and leaves deletions alone', () => {
    expect(formatPhoneInput('+14155550123', '+1415555012')).toBe('+1 415 555 0123');
    expect(formatPhoneInput('+1415', '+141')).toBe('+1 415');
    expect(formatPhoneInput('+1 41', '+1 415')).toBe('+1 41');
    expect(formatPhoneInput('+1 415 abc', '+1 415 ')).toBe('+1 415');
  });

  it('keeps extensions to 8 digits', () => {
    expect(cleanExtension('12a3')).toBe('123');
    expect(cleanExtension('1234567890')).toBe('12345678');
  });
});

describe('carrier email validation', () => {
  it("gives 'Please enter a valid email address' for a malformed address", () => {
    expect(validateEmail('ops@carrier.test')).toBeNull();
    expect(validateEmail('ops@carrier')).toBe('Please enter a valid email address');
    expect(validateEmail('')).toBe('Please enter a valid email address');
  });
});
