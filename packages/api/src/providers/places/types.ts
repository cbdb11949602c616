/** A US city (incorporated or postal place) with a representative point. */
export interface Place {
  city: string;
  /** Two-letter USPS state code. */
  state: string;
  latitude: number;
  longitude: number;
}

/** Most suggestions an autocomplete answers. */
export const MAX_SUGGESTIONS = 10;
/** Queries shorter than this get no suggestions (issue 13: "after more than 2 characters"). */
export const MIN_QUERY_LENGTH = 3;

/** City name normalised for matching: case, dots, hyphens, extra spaces and Fort/Ft., Saint/St. do not matter. */
export function normaliseCityName(city: string): string {
  return city
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\./g, '')
    .replace(/-/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^fort /, 'ft ')
    .replace(/^saint /, 'st ')
    .replace(/^mount /, 'mt ');
}
