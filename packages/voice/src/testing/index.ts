/** Test support, exported as `@fleet/voice/testing` (never imported by src): the HTTP harness's helpers. */
export { bookingBody, requestJson, signInBroker } from '../http/test-harness';
