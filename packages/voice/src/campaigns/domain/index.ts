export {
  baseFileName,
  type CarrierFileInput,
  type CarrierFileResult,
  carrierFileKind,
  carrierUploadMessage,
  readCarrierFile,
} from './carrier-file';
export {
  type CarrierFileKind,
  checkXlsContainer,
  checkXlsxContainer,
  decodeCsvText,
} from './carrier-file-container';
export {
  CARRIER_FILE_MAX_COLUMNS,
  CARRIER_FILE_MAX_DECODED_BYTES,
  CARRIER_FILE_MAX_RATIO,
  CARRIER_FILE_MAX_TITLE_ROWS,
  CARRIER_FILE_MESSAGES,
  CarrierFileError,
  type CarrierFileErrorCode,
} from './carrier-file-error';
export { CARRIER_FILE_MAX_SHEET_ROWS } from './carrier-file-grid';
export { writeCarrierFile } from './carrier-file-writer';
export { CARRIER_HEADER_SYNONYMS, carrierColumnOf, normaliseHeader } from './carrier-headers';
export { CARRIER_ROW_REASONS, type CarrierDraft } from './carrier-rows';
