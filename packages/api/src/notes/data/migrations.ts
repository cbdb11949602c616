import type { Migration } from '@fleet/service-kit/db';

/** The notes and files component's tables (appended after the tasks'; never edit a shipped one). */
export const notesMigrations: Migration[] = [];
