import type { HosCalcRemaining, TripView } from '@fleet/contracts';

const DUTY_LABELS: Record<string, string> = {
  OFF_DUTY: 'Off Duty',
  SLEEPER_BED: 'Sleeper Bed',
  DRIVING: 'Driving',
  ON_DUTY: 'On Duty',
  YARD_MOVE: 'Yard Move',
  PERSONAL_CONVEYANCE: 'Personal Conveyance',
};

/** A blank (or unknown) duty status reads Disconnected. */
export function dutyStatusLabel(status: string | null | undefined): string {
  return DUTY_LABELS[status ?? ''] ?? 'Disconnected';
}

export interface FutureDay {
  day: number;
  date: string;
  hours: number;
  minutes: number;
  rows: HosCalcRemaining['day_calc_details'];
}

/** Future days 1 to 7 (document 1 §9), joining driver.hos and driver.hos_calc_remaining. */
export function futureDays(driver: Pick<TripView['driver'], 'hos' | 'hos_calc_remaining'>) {
  const days: FutureDay[] = [];
  for (let day = 1; day <= 7; day += 1) {
    const hos = driver.hos.find((h) => h.future_day === day);
    const calc = driver.hos_calc_remaining.find((c) => c.future_day === day);
    if (!hos && !calc) continue;
    days.push({
      day,
      date: calc?.date ?? '',
      hours: hos?.hours ?? 0,
      minutes: hos?.minutes ?? 0,
      rows: calc?.day_calc_details ?? [],
    });
  }
  return days;
}

/** "2026-11-23" → "11/23/2026" (a calendar date, no time zone to shift it). */
export function formatCalendarDate(date: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : date || '-';
}
