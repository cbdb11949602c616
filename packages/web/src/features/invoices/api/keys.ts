export const invoiceKeys = {
  all: ['invoices'] as const,
  list: (fromDate: string, toDate: string) => ['invoices', 'list', fromDate, toDate] as const,
  one: (id: string) => ['invoices', 'one', id] as const,
  pdf: (id: string) => ['invoices', 'pdf', id] as const,
};
