import type { ReactNode } from 'react';
import { FlagGate } from '@/components/flag-gate';

/** §6: the INVOICE flag gates the invoice screens; without it the user is sent home. */
export function InvoiceFlagGate({ children }: { children: ReactNode }) {
  return <FlagGate flag="INVOICE">{children}</FlagGate>;
}
