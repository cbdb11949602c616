import type { ReactNode } from 'react';
import { FlagGate } from '@/components/flag-gate';

/** The header shows Analytics behind REPORTS (document 1); a typed-in report URL is sent home too. */
export function ReportsFlagGate({ children }: { children: ReactNode }) {
  return <FlagGate flag="REPORTS">{children}</FlagGate>;
}
