/**
 * Users that exist only in end-to-end runs, each in a carrier account of its own with no flag on
 * unless `flags` lists some (start-product.ts turns those on).
 */
export const E2E_FIXTURES = {
  noFlags: { account: 'E2E No Flags', email: 'noflags@e2e.test', password: 'no-flags-pass-1' },
  passwordReset: { account: 'E2E Reset', email: 'reset@e2e.test', password: 'old-password-1' },
  /** A carrier with VOICE_AI on that has not started Voice AI signup: /ai shows the wizard. */
  voiceOnboarding: {
    account: 'E2E Voice Onboarding',
    email: 'voice-onboarding@e2e.test',
    password: 'voice-onboard-1',
    displayName: 'Vera Voice',
    flags: ['VOICE_AI'],
  },
} as const;
