import { findLocations, PROVINCES, STATES } from './fields/locations';

/**
 * Alert digests and grouped lists name a lane's origin without its state when a heading or the
 * text already gave it ('━━ From TENNESSEE ━━' over 'Memphis → Little Rock, AR', or 'loads near
 * Memphis, TN' over the same line). The origin gets that state, so the line reads as a route.
 */

const NAME_TO_CODE = new Map<string, string>(
  [...Object.entries(STATES), ...Object.entries(PROVINCES)].map(([code, name]) => [
    name.toLowerCase(),
    code,
  ]),
);
/** A line that is only a state ('TENNESSEE', '── From Ohio ──', 'Origin state: TX'). */
const STATE_HEADING =
  /^[\s\p{P}\p{S}]*(?:(?:from|origin(?:\s+state)?|out\s+of|loads?\s+(?:from|in))\s*:?\s+)?([A-Za-z][A-Za-z ]{1,20}?)[\s\p{P}\p{S}]*$/iu;
/** A line opening with a bare city, an arrow, then a place. */
const BARE_ORIGIN =
  /^(\s*)((?:\p{Lu}[\p{Ll}.'-]+)(?:\s\p{Lu}[\p{Ll}.'-]+){0,2})(\s*(?:->|=>|→)\s*)/u;

function headingState(line: string): string | null {
  const m = STATE_HEADING.exec(line);
  if (!m) return null;
  const name = m[1]!.trim().toLowerCase();
  return NAME_TO_CODE.get(name) ?? null;
}

export function statesForBareOrigins(text: string): string {
  if (!/->|=>|→/.test(text)) return text;
  const lines = text.split('\n');
  if (!lines.some((l) => BARE_ORIGIN.test(l))) return text;
  // Cities the text writes with their state somewhere.
  const known = new Map<string, string>();
  for (const place of findLocations(text)) known.set(place.city.toLowerCase(), place.state);
  let heading: string | null = null;
  return lines
    .map((line) => {
      const h = headingState(line);
      if (h) {
        heading = h;
        return line;
      }
      const m = BARE_ORIGIN.exec(line);
      if (!m) return line;
      const rest = line.slice(m[0].length);
      const dest = findLocations(rest)[0];
      if (!dest || dest.start > 2) return line;
      // Already a place with its state ('Dallas TX → …' is read by findLocations itself).
      if (findLocations(line.slice(0, m[0].length)).length > 0) return line;
      const state = heading ?? known.get(m[2]!.toLowerCase()) ?? null;
      return state ? `${m[1]}${m[2]}, ${state}${m[3]}${rest}` : line;
    })
    .join('\n');
}
