import { type ComponentType, lazy } from 'react';
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { AppLayout, PublicLayout } from '@/app/layouts/app-layout';
import { paths } from '@/config/paths';
import {
  CAMPAIGN_DETAIL_ROUTE,
  CAMPAIGN_HISTORY_PATH,
} from '@/features/campaign-history/lib/paths';

/**
 * A page whose code loads when it is first shown (React.lazy: the layouts' Suspense shows the
 * loader meanwhile; a navigation keeps the old page until the new one is ready, as the router
 * updates in a transition). Declarative routes rather than a data router: the app uses no loaders
 * or actions, and the data router's code is 14 KB gzipped of the entry (issue 19).
 */
function page(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return <Page />;
}

const notBuilt = (title: string) =>
  page(async () => {
    const { NotBuiltRoute } = await import('./routes/not-built');
    return () => <NotBuiltRoute title={title} />;
  });

const placeholder = (title: string) =>
  page(async () => {
    const { PlaceholderRoute } = await import('./routes/placeholder');
    return () => <PlaceholderRoute title={title} />;
  });

/**
 * Screens of the route table (document 3) that are registered but not built yet: each renders the
 * shared "not built yet" page under its own heading. Paths match case-insensitively.
 */
export const NOT_BUILT_ROUTES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/exceptionDetailsCard', title: 'Exception Details Card' },
];

export const routes: RouteObject[] = [
  {
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: paths.login,
            element: page(async () => (await import('./routes/login')).LoginRoute),
          },
          {
            path: paths.forgotPassword,
            element: page(
              async () => (await import('./routes/forgot-password')).ForgotPasswordRoute,
            ),
          },
          {
            path: paths.resetPassword,
            element: page(async () => (await import('./routes/reset-password')).ResetPasswordRoute),
          },
        ],
      },
      {
        element: <AppLayout />,
        children: [
          { path: paths.root, element: <Navigate to={paths.home} replace /> },
          {
            path: paths.home,
            element: page(async () => (await import('./routes/home')).HomeRoute),
          },
          {
            path: paths.profile,
            element: page(async () => (await import('./routes/profile')).ProfileRoute),
          },
          {
            path: paths.logout,
            element: page(async () => (await import('./routes/logout')).LogoutRoute),
          },
          {
            path: paths.ai,
            element: page(async () => (await import('./routes/ai')).AiRoute),
          },
          {
            path: paths.aiLoadBooking,
            element: page(
              async () => (await import('./routes/ai-load-booking')).AiLoadBookingRoute,
            ),
          },
          {
            path: paths.aiCarrierSales,
            element: page(
              async () => (await import('./routes/ai-carrier-sales')).AiCarrierSalesRoute,
            ),
          },
          {
            path: paths.settings,
            element: page(async () => (await import('./routes/settings')).SettingsRoute),
          },
          {
            path: paths.aiCalls,
            element: page(async () => (await import('./routes/ai-calls')).AiCallsRoute),
          },
          {
            path: CAMPAIGN_HISTORY_PATH,
            element: page(
              async () => (await import('./routes/campaign-history')).CampaignHistoryRoute,
            ),
          },
          {
            path: CAMPAIGN_DETAIL_ROUTE,
            element: page(
              async () =>
                (await import('./routes/campaign-history-detail')).CampaignHistoryDetailRoute,
            ),
          },
          {
            path: paths.exceptionList,
            element: page(async () => (await import('./routes/exception-list')).ExceptionListRoute),
          },
          {
            path: paths.exceptionDetails,
            element: page(
              async () => (await import('./routes/exception-details')).ExceptionDetailsRoute,
            ),
          },
          {
            path: paths.availableTrucks,
            element: page(
              async () => (await import('./routes/available-trucks')).AvailableTrucksRoute,
            ),
          },
          {
            path: paths.truckTrailerMismatch,
            element: page(
              async () =>
                (await import('./routes/truck-trailer-mismatch')).TruckTrailerMismatchRoute,
            ),
          },
          {
            path: paths.trailerCustomerLocation,
            element: page(
              async () =>
                (await import('./routes/trailer-customer-location')).TrailerCustomerLocationRoute,
            ),
          },
          { path: paths.task, element: <Navigate to={paths.taskList} replace /> },
          {
            path: paths.taskList,
            element: page(async () => (await import('./routes/task-list')).TaskListRoute),
          },
          {
            path: paths.taskCreate,
            element: page(async () => (await import('./routes/task-create')).TaskCreateRoute),
          },
          {
            path: paths.taskEdit,
            element: page(async () => (await import('./routes/task-edit')).TaskEditRoute),
          },
          {
            path: paths.taskView,
            element: page(async () => (await import('./routes/task-view')).TaskViewRoute),
          },
          // An alias of the view (document 2 §2.4).
          {
            path: paths.taskDetails,
            element: page(async () => (await import('./routes/task-view')).TaskViewRoute),
          },
          {
            path: paths.invoices,
            element: page(
              async () => (await import('@/features/invoices/routes/invoices-route')).InvoicesRoute,
            ),
          },
          {
            path: paths.invoiceView,
            element: page(
              async () =>
                (await import('@/features/invoices/routes/invoice-view-route')).InvoiceViewRoute,
            ),
          },
          {
            path: paths.confirmInvoice,
            element: page(
              async () =>
                (await import('@/features/invoices/routes/confirm-invoice-route'))
                  .ConfirmInvoiceRoute,
            ),
          },
          {
            path: paths.report,
            element: page(
              async () =>
                (await import('@/features/analytics/routes/report-routes')).AnalyticsRoute,
            ),
          },
          {
            path: '/report/sales-agents',
            element: page(
              async () =>
                (await import('@/features/analytics/routes/report-routes')).SalesAgentsReportRoute,
            ),
          },
          {
            path: '/report/dispatchers',
            element: page(
              async () =>
                (await import('@/features/analytics/routes/report-routes')).DispatchersReportRoute,
            ),
          },
          {
            path: '/report/trucks',
            element: page(
              async () =>
                (await import('@/features/analytics/routes/report-routes')).TrucksReportRoute,
            ),
          },
          { path: paths.alerts, element: placeholder('Alerts') },
          { path: paths.loads, element: placeholder('Loads') },
          {
            path: paths.load,
            element: page(
              async () => (await import('@/features/loads/components/tms-load-page')).TmsLoadRoute,
            ),
          },
          {
            path: paths.uploadRateCon,
            element: page(
              async () =>
                (await import('@/features/ratecon/components/upload-rate-con')).UploadRateConRoute,
            ),
          },
          {
            path: paths.confirmRateCon,
            element: page(
              async () =>
                (await import('@/features/ratecon/components/confirm-rate-con'))
                  .ConfirmRateConRoute,
            ),
          },
          { path: paths.trips, element: placeholder('Trips') },
          ...NOT_BUILT_ROUTES.map(({ path, title }) => ({ path, element: notBuilt(title) })),
        ],
      },
      {
        element: <PublicLayout />,
        children: [
          {
            path: '*',
            element: page(async () => (await import('./routes/not-found')).NotFoundRoute),
          },
        ],
      },
    ],
  },
];

/** The app's pages for the location of the enclosing router. */
export function AppRoutes() {
  return useRoutes(routes);
}
