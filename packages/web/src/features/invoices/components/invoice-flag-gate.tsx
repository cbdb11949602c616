import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';

const FLAGS = ['INVOICE'] as const;

/** §6: the INVOICE flag gates the invoice screens; without it the user is sent home. */
export function InvoiceFlagGate({ children }: { children: ReactNode }) {
  const { INVOICE } = useFeatureFlags(FLAGS);
  if (INVOICE.loading) return <PageLoader />;
  if (!INVOICE.enabled) return <Navigate to={paths.home} replace />;
  return children;
}
