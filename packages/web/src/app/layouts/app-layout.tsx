import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import classes from './app-layout.module.css';
import { Header } from './header';
import { RequireAuth } from './require-auth';
import { RouteFocus } from './route-focus';

/** Every protected page: guard, skip link, header, main landmark. */
export function AppLayout() {
  return (
    <RequireAuth>
      <a href="#main-content" className={classes.skipLink}>
        Skip to main content
      </a>
      <Header />
      <main id="main-content" tabIndex={-1} className={classes.main}>
        <RouteFocus />
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </main>
    </RequireAuth>
  );
}

/** Public pages (sign-in, password reset, 404): a main landmark without the header. */
export function PublicLayout() {
  return (
    <main id="main-content" tabIndex={-1} className={classes.main}>
      <RouteFocus />
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </main>
  );
}
