import type { ReportRow } from '@fleet/contracts';
import type { ReportKindInfo } from './kinds';
import { type Column, reportColumns } from './table-model';

export type SheetCell = string | number;

/**
 * The sheet's rows: the table's headers, then one row per report row with numbers as numbers
 * (rounded as the table shows them; an empty cell where the table shows '-').
 */
export function reportSheetRows(
  columns: readonly Column[],
  rows: readonly ReportRow[],
): SheetCell[][] {
  return [
    columns.map((column) => column.label),
    ...rows.map((row) => columns.map((column) => column.value(row) ?? '')),
  ];
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The report as an .xlsx workbook with one sheet named after the report ('Data by Truck'),
 * made in the browser. SheetJS (`xlsx`) loads on the first export only, as for invoices.
 */
export async function buildReportWorkbook(
  info: ReportKindInfo,
  rows: readonly ReportRow[],
): Promise<Blob> {
  const XLSX = await import('xlsx');
  const columns = reportColumns(info.nameHeader);
  const sheet = XLSX.utils.aoa_to_sheet(reportSheetRows(columns, rows));
  columns.forEach((column, c) => {
    if (!column.excelFormat) return;
    for (let r = 1; r <= rows.length; r += 1) {
      const cell = sheet[XLSX.utils.encode_cell({ r, c })];
      if (cell && typeof cell.v === 'number') cell.z = column.excelFormat;
    }
  });
  sheet['!cols'] = columns.map((column) => ({ wch: Math.max(12, column.label.length + 2) }));
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, info.title);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
  return new Blob([bytes], { type: XLSX_TYPE });
}

/** trucks_2026-11-22_to_2026-11-26.xlsx, from the range the server answered for. */
export const reportFileName = (info: ReportKindInfo, from: string, to: string) =>
  `${info.fileSlug}_${from}_to_${to}.xlsx`;
