/** Failures the spec says are "only logged" go here (one place to wire a collector later). */
export const logger = {
  warn(message: string, detail?: unknown) {
    console.warn(`[fleet] ${message}`, detail ?? '');
  },
  info(message: string, detail?: unknown) {
    console.info(`[fleet] ${message}`, detail ?? '');
  },
};
