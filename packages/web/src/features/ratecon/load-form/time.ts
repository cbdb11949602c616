/** The two parts of a time input (§5: hours 0-23, minutes 0-59). */
export type TimePart = 'hours' | 'minutes';

export const TIME_PART_MAX: Record<TimePart, number> = { hours: 23, minutes: 59 };

/** What typing leaves: digits only, at most two, clamped to the part's range (not yet padded). */
export function clampTyped(text: string, part: TimePart): string {
  const digits = text.replace(/\D+/g, '').slice(-2);
  if (digits === '') return '';
  return Number(digits) > TIME_PART_MAX[part] ? String(TIME_PART_MAX[part]) : digits;
}

/** Leaving the field: clamped and zero-padded to two digits; empty stays empty. */
export function padTimePart(text: string | null, part: TimePart): string | null {
  const clamped = clampTyped(text ?? '', part);
  return clamped === '' ? null : clamped.padStart(2, '0');
}

/** ArrowUp / ArrowDown: one step, wrapping round (23 → 00, 00 → 23); from empty, up gives 00. */
export function stepTimePart(text: string | null, part: TimePart, step: 1 | -1): string {
  const clamped = clampTyped(text ?? '', part);
  const size = TIME_PART_MAX[part] + 1;
  const next =
    clamped === '' ? (step === 1 ? 0 : size - 1) : (Number(clamped) + step + size) % size;
  return String(next).padStart(2, '0');
}
