/** The trip builders, shared with the contracts' tests. */
export { makeDetention, makeTrip } from '@fleet/contracts/testing';

/** A history entry of exception_status_tracker. */
export const historyEntry = (
  exception_type: 'ETA' | 'TEMPERATURE',
  exception_status: string,
  at = '2026-03-09T10:00:00.000Z',
) => ({ exception_type, exception_status, at });
