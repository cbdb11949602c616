/** MM/DD/YYYY (the wire and the load record, §5) ↔ YYYY-MM-DD (Mantine's date inputs). */

const pad = (n: number) => String(n).padStart(2, '0');

/** The local calendar day of `date` as YYYY-MM-DD (what the date pickers take). */
export const isoDay = (date: Date): string =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

export function toIsoDate(usDate: string | null | undefined): string | null {
  const match = usDate ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(usDate) : null;
  return match ? `${match[3]}-${match[1]}-${match[2]}` : null;
}

export function fromIsoDate(iso: string | Date | null | undefined): string | null {
  if (!iso) return null;
  const text = typeof iso === 'string' ? iso : iso.toISOString();
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : null;
}

/** What a typed date means: MM/DD/YYYY (or M/D/YYYY) → YYYY-MM-DD; null when not a date. */
export function parseUsDate(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [m, d, y] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
