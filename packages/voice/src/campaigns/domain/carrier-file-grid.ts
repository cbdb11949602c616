import type * as XLSX from 'xlsx';
import { CARRIER_FILE_MAX_COLUMNS, CarrierFileError } from './carrier-file-error';
import { xlsx } from './xlsx';

/** One row of a sheet as text cells, with its 1-based row number in the file. */
export interface GridRow {
  row: number;
  cells: string[];
}

/** Rows a worksheet may span (blank rows included) before it is refused as too long. */
export const CARRIER_FILE_MAX_SHEET_ROWS = 50_000;

// ---- CSV ----------------------------------------------------------------------------------------

/** The delimiter of the first lines: the most frequent of , ; and tab outside quotes. */
function detectDelimiter(text: string): string {
  const sample = text.slice(0, 64 * 1024);
  const counts = new Map<string, number>([
    [',', 0],
    [';', 0],
    ['\t', 0],
  ]);
  let quoted = false;
  let lines = 0;
  for (const char of sample) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && counts.has(char)) counts.set(char, (counts.get(char) ?? 0) + 1);
    else if (!quoted && char === '\n' && ++lines >= 30) break;
  }
  let best = ',';
  for (const [delimiter, count] of counts) if (count > (counts.get(best) ?? 0)) best = delimiter;
  return best;
}

/**
 * RFC 4180 CSV (quotes doubled inside quoted fields, CRLF, LF or CR line ends), any delimiter of
 * , ; tab. Linear in the text; cells beyond CARRIER_FILE_MAX_COLUMNS are dropped.
 */
export function csvGrid(text: string): GridRow[] {
  const delimiter = detectDelimiter(text);
  const rows: GridRow[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let row = 1;
  const endCell = () => {
    if (cells.length < CARRIER_FILE_MAX_COLUMNS) cells.push(cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    rows.push({ row, cells });
    if (rows.length > CARRIER_FILE_MAX_SHEET_ROWS) throw new CarrierFileError('tooManyRows');
    cells = [];
    row++;
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      cell = '';
      quoted = true;
    } else if (char === delimiter) endCell();
    else if (char === '\r' || char === '\n') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      endRow();
    } else cell += char;
  }
  if (cell !== '' || cells.length > 0) endRow();
  return rows;
}

// ---- Workbooks ----------------------------------------------------------------------------------

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    return Number.isInteger(value) ? value.toFixed(0) : String(value);
  }
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/**
 * Reads a workbook (already checked by checkXlsxContainer / checkXlsContainer) into a grid per
 * sheet. Formulas are never evaluated: only the values Excel cached are read (a formula without
 * one is an empty cell); no styles, HTML, VBA or macro sheets are kept.
 */
export function workbookGrids(bytes: Uint8Array): GridRow[][] {
  let workbook: XLSX.WorkBook;
  try {
    workbook = xlsx().read(bytes, {
      type: 'buffer',
      cellFormula: false,
      cellHTML: false,
      cellStyles: false,
      cellNF: false,
      cellDates: false,
      bookVBA: false,
      bookDeps: false,
      sheetStubs: false,
      sheetRows: CARRIER_FILE_MAX_SHEET_ROWS,
      WTF: false,
    });
  } catch (error) {
    const text = String((error as Error)?.message ?? error);
    if (/password|encrypt/i.test(text)) throw new CarrierFileError('encrypted');
    throw new CarrierFileError('damaged');
  }
  const grids: GridRow[][] = [];
  for (const name of workbook.SheetNames) {
    const sheet = workbook.Sheets[name];
    if (!sheet) continue;
    if ((sheet['!type'] as string | undefined) === 'macro') throw new CarrierFileError('macro');
    const ref = sheet['!ref'];
    if (!ref) continue;
    const full = xlsx().utils.decode_range(sheet['!fullref'] ?? ref);
    if (full.e.r - full.s.r + 1 > CARRIER_FILE_MAX_SHEET_ROWS) {
      throw new CarrierFileError('tooManyRows');
    }
    const range = xlsx().utils.decode_range(ref);
    range.s.c = 0;
    range.e.c = Math.min(range.e.c, CARRIER_FILE_MAX_COLUMNS - 1);
    const rows = xlsx().utils.sheet_to_json<unknown[]>(sheet, {
      header: 1,
      raw: true,
      blankrows: true,
      defval: null,
      range,
    });
    grids.push(
      rows.map((cells, index) => ({
        row: range.s.r + index + 1,
        cells: cells.map(cellText),
      })),
    );
  }
  return grids;
}
