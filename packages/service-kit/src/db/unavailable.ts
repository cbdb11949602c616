/** Socket errors that mean the database server cannot be reached right now. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'EAI_AGAIN',
]);

/** PostgreSQL SQLSTATEs of a server that is away or full: admin/crash shutdown, starting, too many. */
const SERVER_AWAY = new Set(['57P01', '57P02', '57P03', '53300']);

const MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /connection error/i,
  /PGlite is closed/i,
];

/**
 * True when the error says the database is briefly unreachable (a restart, a failover, a full
 * pool) rather than that the query was wrong: the request may be retried, so it answers 503.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { code, message, errors, cause } = error as {
    code?: unknown;
    message?: unknown;
    errors?: unknown;
    cause?: unknown;
  };
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code) || SERVER_AWAY.has(code) || code.startsWith('08')) return true;
  }
  if (typeof message === 'string' && MESSAGES.some((pattern) => pattern.test(message))) {
    return true;
  }
  if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) {
    return true;
  }
  return isDatabaseUnavailable(cause, depth + 1);
}
