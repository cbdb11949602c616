import type { LoadDraftKind } from '@fleet/machines';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useRateconFlag } from '../hooks/use-ratecon-flag';

/**
 * The rate-confirmation screens redirect away when extraction is unavailable (§2.7, §6): to the
 * dashboard, replacing the entry so Back does not bounce here again.
 */
export function RequireRatecon({ children }: { children: (tms: LoadDraftKind) => ReactNode }) {
  const flag = useRateconFlag();
  if (flag.loading) return <PageLoader />;
  if (!flag.available) return <Navigate to={paths.home} replace />;
  return <>{children(flag.tms)}</>;
}
