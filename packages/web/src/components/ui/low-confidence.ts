/**
 * How a value read with low confidence is described to the dispatcher, wherever a parsed value is
 * shown to check: the rate-confirmation form's marked fields and the Load Booking summary's
 * "Check" badges say the same thing.
 */
export const LOW_CONFIDENCE_HINT = 'Check this value: read with low confidence';
