import * as XLSX from 'xlsx';
import type { CarrierFileKind } from './carrier-file-container';

/**
 * Writes rows of text as a carrier file (.xlsx, .xls or .csv): a template for brokers, and the
 * benchmark's generated lists. Every cell is a text cell (never a formula); in CSV a cell that
 * would start a formula in a spreadsheet (= + - @ tab CR, but not an E.164 phone) gets a leading
 * apostrophe, as OWASP advises for CSV injection.
 */
export function writeCarrierFile(
  rows: readonly (readonly string[])[],
  kind: CarrierFileKind,
): Uint8Array {
  if (kind === 'csv') {
    const text = rows
      .map((row) =>
        row
          .map((cell) => {
            const safe =
              /^[=+\-@\t\r]/.test(cell) && !/^\+\d{6,15}$/.test(cell) ? `'${cell}` : cell;
            return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
          })
          .join(','),
      )
      .join('\r\n');
    return new TextEncoder().encode(`${text}\r\n`);
  }
  const sheet = XLSX.utils.aoa_to_sheet(rows.map((row) => [...row]));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, 'Carriers');
  const bytes = XLSX.write(book, {
    type: 'buffer',
    bookType: kind === 'xls' ? 'biff8' : 'xlsx',
    compression: true,
  }) as Uint8Array;
  return new Uint8Array(bytes);
}
