import { INVOICE_SHEET_NAME, type Invoice } from '@fleet/contracts';
import { formatInvoiceDate } from './format';

/** The sheet's columns: the table's, without Actions (§2.8). */
export const EXPORT_COLUMNS = [
  'Invoice #',
  'Date',
  'Vendor',
  'Amount',
  'Status',
  'Due Date',
] as const;

export function exportRows(invoices: readonly Invoice[]): Array<Array<string | number>> {
  return invoices.map((invoice) => {
    const details = invoice.data.invoice_details;
    return [
      invoice.invoice_number,
      formatInvoiceDate(details.issue_date),
      invoice.data.seller_details.company_name ?? '',
      invoice.amount,
      details.paid_status ?? '',
      formatInvoiceDate(details.due_date),
    ];
  });
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The invoices as an .xlsx workbook with one sheet, 'Invoices' (§7, §9), made in the browser.
 * SheetJS loads on first use only, so the list's first screen does not carry it. Amounts are
 * numbers with a USD format, so the sheet can add them up.
 */
export async function buildInvoiceWorkbook(invoices: readonly Invoice[]): Promise<Blob> {
  const XLSX = await import('xlsx');
  const sheet = XLSX.utils.aoa_to_sheet([[...EXPORT_COLUMNS], ...exportRows(invoices)]);
  const amountColumn = EXPORT_COLUMNS.indexOf('Amount');
  for (let row = 1; row <= invoices.length; row += 1) {
    const cell = sheet[XLSX.utils.encode_cell({ r: row, c: amountColumn })];
    if (cell) cell.z = '"$"#,##0.00';
  }
  sheet['!cols'] = [{ wch: 16 }, { wch: 12 }, { wch: 32 }, { wch: 14 }, { wch: 14 }, { wch: 12 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, INVOICE_SHEET_NAME);
  const bytes: ArrayBuffer = XLSX.write(book, { bookType: 'xlsx', type: 'array' });
  return new Blob([bytes], { type: XLSX_TYPE });
}

/** invoices_MM-DD-YYYY_to_MM-DD-YYYY.xlsx, from the range shown (the spec names no file). */
export const exportFileName = (from: string, to: string) =>
  `invoices_${from.replaceAll('/', '-')}_to_${to.replaceAll('/', '-')}.xlsx`;
