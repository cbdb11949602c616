import { selectIsRestoring, selectIsSignedIn } from '@fleet/machines';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAuthSelector } from '@/lib/auth';

/**
 * Route guard (document 1, "Sign-in and session"): a protected page redirects to /login when no
 * stored session exists; while the stored session is being restored a centered loader shows.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const restoring = useAuthSelector(selectIsRestoring);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const location = useLocation();
  if (restoring) return <PageLoader label="Restoring your session" />;
  if (!signedIn) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <>{children}</>;
}
