import type { ExtractedInvoice } from '@fleet/machines';
import { paths } from '@/config/paths';

/** What the upload hands /confirmInvoice in navigation state (§2.8): the PDF and the parsed data. */
export interface ConfirmInvoiceState {
  pdf: File;
  parsedData: ExtractedInvoice;
}

export function readConfirmInvoiceState(state: unknown): ConfirmInvoiceState | null {
  if (typeof state !== 'object' || state === null) return null;
  const { pdf, parsedData } = state as Partial<ConfirmInvoiceState>;
  if (!(pdf instanceof Blob) || typeof parsedData !== 'object' || parsedData === null) return null;
  return { pdf: pdf as File, parsedData };
}

export const confirmInvoiceHref = (fileName: string) =>
  `${paths.confirmInvoice}?${new URLSearchParams({ file: fileName })}`;
export const invoiceViewHref = (id: string) =>
  `${paths.invoiceView}?${new URLSearchParams({ id })}`;
