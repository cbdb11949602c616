import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { type CSSVariablesResolver, createTheme, MantineProvider } from '@mantine/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { type AuthLogic, AuthProvider } from '@/lib/auth';
import { shareInvalidations } from '@/lib/cross-tab';
import { createQueryClient } from '@/lib/query-client';

// Loaded after the first paint, outside the entry bundle: the toast container (toasts shown
// earlier wait in Mantine's store) ...
const Toasts = lazy(() => import('./toasts').then((m) => ({ default: m.Toasts })));

// ... and the version watcher: it only polls version.txt, and it brings rxjs with it.
const VersionNotice = lazy(() =>
  import('@/features/version-check/effects/version-notice').then((m) => ({
    default: m.VersionNotice,
  })),
);

export const theme = createTheme({
  primaryColor: 'blue',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  defaultRadius: 'sm',
  // Shade 8 keeps primary text and links above 4.5:1 on white (WCAG AA).
  primaryShade: 8,
  // Someone who asks the system for less motion gets modals, menus and toasts without animation.
  respectReducedMotion: true,
  components: {
    // A toast's close button is an icon: without a name a screen reader says only "button"
    // (axe: button-name, critical).
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } } },
  },
});

/** Dimmed text darker than Mantine's default gray-6, which fails AA contrast on white. */
const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { '--mantine-color-dimmed': t.colors.gray[7] },
  dark: {},
});

/** App-wide providers: theme, toasts, server state, the auth actor, the version watcher. */
export function AppProvider({
  children,
  queryClient: givenQueryClient,
  authLogic,
  withVersionNotice = true,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  authLogic?: AuthLogic;
  withVersionNotice?: boolean;
}) {
  const [queryClient] = useState(() => givenQueryClient ?? createQueryClient());
  // What the user changes in one tab (tasks, notes, invoices, settings) other tabs fetch again.
  useEffect(() => shareInvalidations(queryClient), [queryClient]);
  return (
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
    >
      <Suspense fallback={null}>
        <Toasts />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <AuthProvider logic={authLogic} queryClient={queryClient}>
          {withVersionNotice ? (
            <Suspense fallback={null}>
              <VersionNotice />
            </Suspense>
          ) : null}
          {children}
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
