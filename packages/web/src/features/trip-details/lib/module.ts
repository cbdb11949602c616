/** The module of the detail screen, as links and Create Task name it (document 3). */
export type TripModule = 'eta' | 'tempViolation' | 'detention';

const ALIASES: Record<string, TripModule> = {
  eta: 'eta',
  tempviolation: 'tempViolation',
  temperatureviolation: 'tempViolation',
  temperature: 'tempViolation',
  detention: 'detention',
};

/** eta, tempViolation or detention from the query string; spellings like 'ETA' or 'temperature violation' too; default eta. */
export function parseModule(raw: string | null | undefined): TripModule {
  const key = (raw ?? '').toLowerCase().replace(/[^a-z]/g, '');
  return ALIASES[key] ?? 'eta';
}

export function createTaskHref(module: TripModule, tripNum: string): string {
  const query = new URLSearchParams({ createdFromType: module, createdFromId: tripNum });
  return `/task/create?${query.toString()}`;
}
