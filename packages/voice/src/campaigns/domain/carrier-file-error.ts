import { CARRIER_FILE_MAX_BYTES, CARRIER_FILE_MAX_ROWS } from '@fleet/contracts';

/** Decoded (uncompressed) size a workbook may reach: 10 × the 5 MB upload limit. */
export const CARRIER_FILE_MAX_DECODED_BYTES = 50 * 1024 * 1024;
/** Compression ratio above which a zip entry (or the whole workbook) is treated as a bomb. */
export const CARRIER_FILE_MAX_RATIO = 100;
/** Rows above the header that may hold titles before the header row must appear. */
export const CARRIER_FILE_MAX_TITLE_ROWS = 20;
/** Columns read per row; cells further right are ignored. */
export const CARRIER_FILE_MAX_COLUMNS = 100;

const mb = CARRIER_FILE_MAX_BYTES / (1024 * 1024);
const maxRows = CARRIER_FILE_MAX_ROWS.toLocaleString('en-US');

/**
 * Why a whole carrier file is refused. The message is what the upload toast shows after 'Error: '
 * (document 3 §8); the screen falls back to its generic message only when there is none.
 */
export const CARRIER_FILE_MESSAGES = {
  unsupportedType: 'Only .xlsx, .xls and .csv files can be uploaded.',
  empty: 'The file is empty.',
  tooLarge: `The file is larger than ${mb} MB.`,
  contentMismatch:
    'The file content does not match its extension. Please save it again as .xlsx, .xls or .csv.',
  damaged: 'The file is damaged or not a valid spreadsheet.',
  macro: 'Macro-enabled workbooks cannot be uploaded.',
  encrypted: 'Password-protected or encrypted files cannot be uploaded.',
  decodedTooLarge: `The workbook is larger than ${CARRIER_FILE_MAX_DECODED_BYTES / (1024 * 1024)} MB once uncompressed.`,
  compressionBomb: 'The workbook is compressed abnormally and cannot be read.',
  notText: 'The .csv file is not text. Please save it again as CSV (UTF-8).',
  tooManyRows: `The file has more than ${maxRows} rows.`,
  noHeader:
    'No header row found: the file needs at least a carrier name column and a phone column.',
  noRows: 'The file has no carrier rows.',
} as const;

export type CarrierFileErrorCode = keyof typeof CARRIER_FILE_MESSAGES;

/** A carrier file refused as a whole: nothing of it is stored. `message` is for the screen. */
export class CarrierFileError extends Error {
  override name = 'CarrierFileError';
  constructor(readonly code: CarrierFileErrorCode) {
    super(CARRIER_FILE_MESSAGES[code]);
  }
}
