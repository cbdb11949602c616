/** The invoice reader of the documents pipeline (issue 16). */
export { extractInvoice, type InvoiceExtraction } from './extract-invoice';
export { type InvoiceRead, readInvoice } from './read-invoice';
