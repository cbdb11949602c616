/** Users that exist only in end-to-end runs, each in an account of its own with no flag on. */
export const E2E_FIXTURES = {
  noFlags: { account: 'E2E No Flags', email: 'noflags@e2e.test', password: 'no-flags-pass-1' },
  passwordReset: { account: 'E2E Reset', email: 'reset@e2e.test', password: 'old-password-1' },
} as const;
