/**
 * Voice service routes of the dispatch agent (document 3 §7; ARCHITECTURE.md names the two that
 * the spec leaves open). The browser origin proxies `/voice/...` to the voice service.
 */
export const VOICE_BOOKING_PATHS = {
  parseLoadDetails: '/voice/parse-load-details',
  callBroker: '/voice/call-broker',
  activeCalls: '/voice/active_calls',
  sessionsUpdate: '/voice/sessions/update',
} as const;
