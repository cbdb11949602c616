/**
 * Header mapping of carrier files: broker exports name the same column many ways. A header is
 * normalised (lower case, '#' and 'No.' read as 'number', everything but letters and digits
 * removed) and looked up in the synonyms below; unknown columns are ignored.
 */

export type CarrierColumn =
  | 'legal_name'
  | 'dba_name'
  | 'dot_number'
  | 'mc_number'
  | 'phone'
  | 'alt_phone'
  | 'email'
  | 'alt_email'
  | 'address'
  | 'street'
  | 'street2'
  | 'city'
  | 'state'
  | 'zip'
  | 'my_carrier';

/** Accepted headers per field, as written in the README (normalised when looked up). */
export const CARRIER_HEADER_SYNONYMS: Record<CarrierColumn, readonly string[]> = {
  legal_name: [
    'Legal Name',
    'Carrier Name',
    'Carrier Legal Name',
    'Carrier',
    'Company',
    'Company Name',
    'Business Name',
    'Name',
  ],
  dba_name: ['DBA', 'DBA Name', 'Doing Business As', 'D/B/A'],
  dot_number: ['DOT', 'USDOT', 'US DOT', 'DOT Number', 'DOT#', 'USDOT#', 'USDOT Number', 'DOT No'],
  mc_number: [
    'MC',
    'MC Number',
    'MC#',
    'MC No',
    'Docket',
    'Docket Number',
    'Docket#',
    'MC/MX',
    'MC/MX Number',
    'MC/MX#',
  ],
  phone: [
    'Phone',
    'Phones',
    'Phone Number',
    'Dispatch Phone',
    'Dispatch Phone Number',
    'Main Phone',
    'Primary Phone',
    'Contact Phone',
    'Office Phone',
    'Tel',
    'Telephone',
  ],
  alt_phone: [
    'Alt Phone',
    'Alt Phone 1',
    'Alt Phone 2',
    'Alt Phone 3',
    'Alternate Phone',
    'Secondary Phone',
    'Other Phone',
    'Phone 2',
    'Phone 3',
    'Mobile',
    'Mobile Phone',
    'Cell',
    'Cell Phone',
  ],
  email: [
    'Email',
    'E-mail',
    'Emails',
    'Email Address',
    'Dispatch Email',
    'Contact Email',
    'Primary Email',
  ],
  alt_email: [
    'Alt Email',
    'Alt Email 1',
    'Alt Email 2',
    'Alt Email 3',
    'Alternate Email',
    'Secondary Email',
    'Other Email',
    'Email 2',
    'Email 3',
  ],
  address: ['Address', 'Physical Address', 'Full Address', 'Carrier Address'],
  street: ['Street', 'Street Address', 'Address 1', 'Address Line 1'],
  street2: ['Address 2', 'Address Line 2', 'Suite'],
  city: ['City'],
  state: ['State', 'ST', 'Province'],
  zip: ['Zip', 'Zip Code', 'ZIP+4', 'Postal Code', 'Postcode'],
  my_carrier: ['My Carrier', 'Is My Carrier', 'Preferred', 'Preferred Carrier', 'Favorite'],
};

/** 'DOT #' → 'dotnumber', 'E-mail' → 'email', 'MC No.' → 'mcnumber'. */
export function normaliseHeader(header: string): string {
  return header
    .toLowerCase()
    .replace(/#/g, 'number')
    .replace(/\bno\b\.?/g, 'number')
    .replace(/[^a-z0-9]/g, '')
    .replace(/numbernumber$/, 'number');
}

const LOOKUP = new Map<string, CarrierColumn>();
for (const [column, headers] of Object.entries(CARRIER_HEADER_SYNONYMS)) {
  for (const header of headers) LOOKUP.set(normaliseHeader(header), column as CarrierColumn);
}

export const carrierColumnOf = (header: string): CarrierColumn | undefined =>
  LOOKUP.get(normaliseHeader(header));

/** Column indexes per field; phones and e-mails may come from several columns, in file order. */
export type HeaderMap = Partial<Record<CarrierColumn, number[]>>;

const MULTI_COLUMNS: readonly CarrierColumn[] = ['phone', 'alt_phone', 'email', 'alt_email'];

/** The fields of a header row, or null when it lacks a name column or a phone column. */
export function mapHeaderRow(cells: readonly string[]): HeaderMap | null {
  const map: HeaderMap = {};
  cells.forEach((cell, index) => {
    const column = carrierColumnOf(cell);
    if (!column) return;
    const existing = map[column];
    if (!existing) map[column] = [index];
    else if (MULTI_COLUMNS.includes(column)) existing.push(index);
  });
  const hasName = map.legal_name || map.dba_name;
  const hasPhone = map.phone || map.alt_phone;
  return hasName && hasPhone ? map : null;
}
