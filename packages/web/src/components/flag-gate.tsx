import type { FeatureFlag } from '@fleet/contracts';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';

/** Shows its children once `flag` is on; while it loads a loader, and without it the user is sent home. */
export function FlagGate({ flag, children }: { flag: FeatureFlag; children: ReactNode }) {
  const { [flag]: state } = useFeatureFlags([flag]);
  if (state.loading) return <PageLoader />;
  if (!state.enabled) return <Navigate to={paths.home} replace />;
  return children;
}
