/** US state codes and names, for reading places out of speech ("Dallas, Texas" → "Dallas, TX"). */
export const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  DC: 'District of Columbia',
};

const BY_NAME = new Map(
  Object.entries(US_STATES).map(([code, name]) => [name.toLowerCase(), code]),
);

/** "Texas" or "TX" → "TX"; null when it is not a state. */
export function stateCode(text: string): string | null {
  const trimmed = text.trim().replace(/\.$/, '');
  if (/^[A-Z]{2}$/.test(trimmed) && trimmed in US_STATES) return trimmed;
  return BY_NAME.get(trimmed.toLowerCase()) ?? null;
}

/** State names and codes as a regex alternation, longest first ("West Virginia" before "Virginia"). */
export const STATE_PATTERN = [...Object.values(US_STATES), ...Object.keys(US_STATES)]
  .sort((a, b) => b.length - a.length)
  .map((s) => s.replace(/ /g, '\\s+'))
  .join('|');
