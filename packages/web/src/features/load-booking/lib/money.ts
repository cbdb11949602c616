/** Document 3 §9: currency with $ and 2 decimals on load cards; rate per mile rounded up to 2. */
const usd2 = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

export function formatMoney(value: number | null | undefined, fallback = 'N/A'): string {
  return value === null || value === undefined || !Number.isFinite(value)
    ? fallback
    : usd2.format(value);
}

/** Rounded up to the cent (1.231 → 1.24); float noise such as 1.1 × 100 is ignored. */
export function ceilCents(value: number): number {
  return Math.ceil(Number((value * 100).toFixed(6))) / 100;
}

/** The load's rate per mile: the stated one, else rate / distance; null when neither is known. */
export function ratePerMile(details: {
  ratePerMile?: number | null | undefined;
  brokerOfferedRate?: number | null | undefined;
  totalDistance?: number | null | undefined;
}): number | null {
  if (details.ratePerMile !== null && details.ratePerMile !== undefined) {
    return ceilCents(details.ratePerMile);
  }
  const { brokerOfferedRate: rate, totalDistance: miles } = details;
  if (rate === null || rate === undefined || !miles) return null;
  return ceilCents(rate / miles);
}

export function formatRatePerMile(value: number | null): string {
  return value === null ? 'N/A' : `${usd2.format(value)}/mi`;
}

export function formatRateRange(range: { min: number; max: number } | null | undefined): string {
  if (!range || (range.min === 0 && range.max === 0)) return 'N/A';
  return `${formatMoney(range.min)} - ${formatMoney(range.max)}`;
}
