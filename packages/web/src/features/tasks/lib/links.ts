import type { CreatedFromType } from '@fleet/contracts';

const MODULE_LABELS: Record<CreatedFromType, string> = {
  eta: 'ETA',
  detention: 'Detention',
  tempViolation: 'Temperature',
};

/** The Created From badge's link (§2.4): /exceptionDetails?id={id}&module={module}. */
export function createdFromHref(id: string, type: CreatedFromType): string {
  return `/exceptionDetails?${new URLSearchParams({ id, module: type })}`;
}

export const createdFromLabel = (id: string, type: CreatedFromType) =>
  `${MODULE_LABELS[type]} ${id}`;

export const taskViewHref = (id: string) => `/task/view?${new URLSearchParams({ id })}`;
export const taskEditHref = (id: string) => `/task/edit?${new URLSearchParams({ id })}`;
