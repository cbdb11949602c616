import { selectIsRestoring, selectIsSignedIn } from '@fleet/machines';
import { type ReactNode, useDeferredValue } from 'react';
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
  // The session store updates synchronously, so the moment a restore ends React would mount the
  // whole signed-in app (header, page, their queries) in one uninterrupted task: on a phone that is
  // the page's longest. The loader stays for that render, and the app is mounted by a deferred
  // render, which React does in slices (issue 19, total blocking time). Leaving is never deferred.
  const mountApp = useDeferredValue(signedIn && !restoring, false);
  const location = useLocation();
  if (restoring || (signedIn && !mountApp)) return <PageLoader label="Restoring your session" />;
  if (!signedIn) {
    return (
      <Navigate to={paths.login} replace state={{ from: location.pathname + location.search }} />
    );
  }
  return <>{children}</>;
}
