import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';

const FLAGS = ['REPORTS'] as const;

/** The header shows Analytics behind REPORTS (document 1); a typed-in report URL is sent home too. */
export function ReportsFlagGate({ children }: { children: ReactNode }) {
  const { REPORTS } = useFeatureFlags(FLAGS);
  if (REPORTS.loading) return <PageLoader />;
  if (!REPORTS.enabled) return <Navigate to={paths.home} replace />;
  return children;
}
