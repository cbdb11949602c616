import type { Migration } from '@fleet/service-kit/db';

/** The tasks component's tables (appended after the API's own list; never edit a shipped one). */
export const tasksMigrations: Migration[] = [];
