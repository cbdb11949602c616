import { describe, expect, it } from 'vitest';
import {
  dashedPhone,
  ONBOARDING_PHONE_MESSAGES as M,
  normalizeBrokerPhone,
  normalizeOnboardingPhone,
} from './phone';

describe('phone numbers', () => {
  it('when an onboarding number is entered, then the spec messages apply in order', () => {
    expect(() => normalizeOnboardingPhone('')).toThrow(M.required);
    expect(() => normalizeOnboardingPhone('   ')).toThrow(M.required);
    expect(() => normalizeOnboardingPhone('312 555 0142')).toThrow(M.countryCode);
    expect(() => normalizeOnboardingPhone('+1 555 010 0006')).toThrow(M.invalid);
    expect(() => normalizeOnboardingPhone('+1abc')).toThrow(M.format);
    expect(normalizeOnboardingPhone('+1 (312) 555-0142')).toBe('+13125550142');
    expect(normalizeOnboardingPhone('+44 20 7183 8750')).toBe('+442071838750');
  });

  it('when a broker number is pasted, then it is US by default and must be possible', () => {
    expect(normalizeBrokerPhone('(312) 555-0106')).toBe('+13125550106');
    expect(normalizeBrokerPhone('+1-555-010-0006')).toBe('+15550100006');
    expect(() => normalizeBrokerPhone('12')).toThrow('Please enter a valid phone number.');
    expect(() => normalizeBrokerPhone('call me')).toThrow('Please enter a valid phone number.');
  });

  it('when a US number is shown, then it reads +1-ddd-ddd-dddd', () => {
    expect(dashedPhone('+15550100006')).toBe('+1-555-010-0006');
    expect(dashedPhone('+442071838750')).toBe('+442071838750');
  });
});
