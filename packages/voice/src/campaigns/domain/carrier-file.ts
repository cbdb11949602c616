import {
  CARRIER_FILE_EXTENSIONS,
  CARRIER_FILE_MAX_BYTES,
  CARRIER_FILE_MAX_ROWS,
  type CarrierUploadResult,
} from '@fleet/contracts';
import {
  type CarrierFileKind,
  checkXlsContainer,
  checkXlsxContainer,
  decodeCsvText,
} from './carrier-file-container';
import { CARRIER_FILE_MAX_TITLE_ROWS, CarrierFileError } from './carrier-file-error';
import { csvGrid, type GridRow, workbookGrids } from './carrier-file-grid';
import { type HeaderMap, mapHeaderRow } from './carrier-headers';
import { CARRIER_ROW_REASONS, type CarrierDraft, carrierOfRow } from './carrier-rows';

export interface CarrierFileInput {
  /** The name the browser sent (a path such as 'C:\\fakepath\\list.csv' is reduced to its base). */
  fileName: string;
  bytes: Uint8Array;
}

export interface CarrierFileResult {
  /** The carriers to store, in file order, without ids. */
  carriers: CarrierDraft[];
  /** The batch-upload answer's data (document 3 §7) with the reason per failed row. */
  result: CarrierUploadResult;
}

/** 'C:\\fakepath\\Carriers.XLSX' → 'Carriers.XLSX'. */
export function baseFileName(fileName: string): string {
  return (fileName.split(/[\\/]/).pop() ?? '').trim().slice(0, 255);
}

/** The file's kind by its extension, or the 'unsupportedType' refusal. */
export function carrierFileKind(fileName: string): CarrierFileKind {
  const lower = baseFileName(fileName).toLowerCase();
  const extension = CARRIER_FILE_EXTENSIONS.find((ext) => lower.endsWith(ext));
  if (!extension) {
    if (/\.(xlsm|xltm|xlam|xlsb)$/.test(lower)) throw new CarrierFileError('macro');
    throw new CarrierFileError('unsupportedType');
  }
  return extension.slice(1) as CarrierFileKind;
}

const isBlank = (cells: readonly string[]): boolean => cells.every((cell) => cell.trim() === '');
const rowKey = (cells: readonly string[]): string => {
  const values = cells.map((cell) => cell.trim().toLowerCase());
  while (values.length > 0 && values[values.length - 1] === '') values.pop();
  return JSON.stringify(values);
};

/** The first row (among the first non-blank ones) with at least a name and a phone column. */
function findHeader(grid: readonly GridRow[]): { at: number; header: HeaderMap } | null {
  let seen = 0;
  for (let at = 0; at < grid.length && seen <= CARRIER_FILE_MAX_TITLE_ROWS; at++) {
    const cells = grid[at]!.cells;
    if (isBlank(cells)) continue;
    seen++;
    const header = mapHeaderRow(cells);
    if (header) return { at, header };
  }
  return null;
}

function gridsOf(kind: CarrierFileKind, bytes: Uint8Array): GridRow[][] {
  switch (kind) {
    case 'csv':
      return [csvGrid(decodeCsvText(bytes))];
    case 'xlsx':
      checkXlsxContainer(bytes);
      return workbookGrids(bytes);
    case 'xls':
      checkXlsContainer(bytes);
      return workbookGrids(bytes);
  }
}

/**
 * Reads a broker's carrier list (.xlsx, .xls or .csv; document 3 §2 carrier list panel, §7
 * batch-upload). Pure: no I/O. Throws CarrierFileError (nothing is to be stored) for a file
 * refused as a whole; otherwise returns the carriers and the per-row report. Order of checks:
 * extension, size, container (magic bytes, zip directory, macros, encryption), then parsing.
 */
export function readCarrierFile({ fileName, bytes }: CarrierFileInput): CarrierFileResult {
  const kind = carrierFileKind(fileName);
  if (bytes.length === 0) throw new CarrierFileError('empty');
  if (bytes.length > CARRIER_FILE_MAX_BYTES) throw new CarrierFileError('tooLarge');

  // The first sheet with a recognisable header row is the list.
  let found: { grid: GridRow[]; at: number; header: HeaderMap } | null = null;
  for (const grid of gridsOf(kind, bytes)) {
    const header = findHeader(grid);
    if (header) {
      found = { grid, ...header };
      break;
    }
  }
  if (!found) throw new CarrierFileError('noHeader');

  // Blank rows and repeats of the header (paged exports) are skipped, not counted.
  const headerKey = rowKey(found.grid[found.at]!.cells);
  const dataRows = found.grid
    .slice(found.at + 1)
    .filter((row) => !isBlank(row.cells) && rowKey(row.cells) !== headerKey);
  if (dataRows.length > CARRIER_FILE_MAX_ROWS) throw new CarrierFileError('tooManyRows');
  if (dataRows.length === 0) throw new CarrierFileError('noRows');

  const carriers: CarrierDraft[] = [];
  const failures: CarrierUploadResult['failures'] = [];
  const byMc = new Map<string, number>();
  const byDot = new Map<string, number>();
  const byPhone = new Map<string, number>();
  for (const { row, cells } of dataRows) {
    const read = carrierOfRow(cells, row, found.header);
    if ('reasons' in read) {
      failures.push({ row, reason: read.reasons.join('; ') });
      continue;
    }
    const { carrier } = read;
    const duplicate =
      (carrier.mc_number && byMc.has(carrier.mc_number)
        ? CARRIER_ROW_REASONS.duplicateMc(byMc.get(carrier.mc_number)!)
        : null) ??
      (carrier.dot_number && byDot.has(carrier.dot_number)
        ? CARRIER_ROW_REASONS.duplicateDot(byDot.get(carrier.dot_number)!)
        : null) ??
      (byPhone.has(carrier.dispatch_phone)
        ? CARRIER_ROW_REASONS.duplicatePhone(byPhone.get(carrier.dispatch_phone)!)
        : null);
    if (duplicate) {
      failures.push({ row, reason: duplicate });
      continue;
    }
    if (carrier.mc_number) byMc.set(carrier.mc_number, row);
    if (carrier.dot_number) byDot.set(carrier.dot_number, row);
    byPhone.set(carrier.dispatch_phone, row);
    carriers.push(carrier);
  }

  const processed = carriers.length;
  const total = dataRows.length;
  return {
    carriers,
    result: {
      processed,
      total_rows: total,
      failed: failures.length,
      failures,
      file_name: baseFileName(fileName),
      message: carrierUploadMessage(processed, total, failures.length),
    },
  };
}

/** 'Processed 98 of 100 carriers. Failed: 2.' (the Failed part only when some failed). */
export function carrierUploadMessage(processed: number, total: number, failed: number): string {
  return `Processed ${processed} of ${total} carriers.${failed > 0 ? ` Failed: ${failed}.` : ''}`;
}
