/** Document 3 §5: a basic address pattern (the contract's). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const EMAIL_ERROR = 'Please enter a valid email address';

export function validateEmail(value: string): string | null {
  return EMAIL_PATTERN.test(value.trim()) ? null : EMAIL_ERROR;
}
