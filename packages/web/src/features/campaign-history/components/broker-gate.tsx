import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';

const BROKER_FLAGS = ['VOICE_AI_BROKER'] as const;

/**
 * The carrier-sales pages' flag rule (document 3 §6: VOICE_AI_BROKER is the broker use case, the
 * Carrier Sales Agent): without the flag the page sends the user home, like /ai and /ai/calls.
 */
export function BrokerFlagGate({ children }: { children: ReactNode }) {
  const flags = useFeatureFlags(BROKER_FLAGS);
  if (flags.VOICE_AI_BROKER.loading) return <PageLoader />;
  if (!flags.VOICE_AI_BROKER.enabled) return <Navigate to={paths.home} replace />;
  return <>{children}</>;
}
