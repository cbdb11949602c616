import type { ComponentType, ReactElement } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { AppLayout, PublicLayout } from '@/app/layouts/app-layout';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import {
  CAMPAIGN_DETAIL_ROUTE,
  CAMPAIGN_HISTORY_PATH,
} from '@/features/campaign-history/lib/paths';

type Lazy = () => Promise<{ Component: ComponentType } | { element: ReactElement }>;

const notBuilt =
  (title: string): Lazy =>
  async () => {
    const { NotBuiltRoute } = await import('./routes/not-built');
    return { element: <NotBuiltRoute title={title} /> };
  };

const placeholder =
  (title: string): Lazy =>
  async () => {
    const { PlaceholderRoute } = await import('./routes/placeholder');
    return { element: <PlaceholderRoute title={title} /> };
  };

/**
 * Screens of the route table (document 3) that are registered but not built yet: each renders the
 * shared "not built yet" page under its own heading. Paths match case-insensitively.
 */
export const NOT_BUILT_ROUTES: ReadonlyArray<{ path: string; title: string }> = [
  { path: '/exceptionDetailsCard', title: 'Exception Details Card' },
];

export const routes: RouteObject[] = [
  {
    HydrateFallback: PageLoader,
    children: [
      {
        Component: PublicLayout,
        children: [
          {
            path: paths.login,
            lazy: async () => ({ Component: (await import('./routes/login')).LoginRoute }),
          },
          {
            path: paths.forgotPassword,
            lazy: async () => ({
              Component: (await import('./routes/forgot-password')).ForgotPasswordRoute,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('./routes/reset-password')).ResetPasswordRoute,
            }),
          },
        ],
      },
      {
        Component: AppLayout,
        children: [
          { path: paths.root, element: <Navigate to={paths.home} replace /> },
          {
            path: paths.home,
            lazy: async () => ({ Component: (await import('./routes/home')).HomeRoute }),
          },
          {
            path: paths.profile,
            lazy: async () => ({ Component: (await import('./routes/profile')).ProfileRoute }),
          },
          {
            path: paths.logout,
            lazy: async () => ({ Component: (await import('./routes/logout')).LogoutRoute }),
          },
          {
            path: paths.ai,
            lazy: async () => ({ Component: (await import('./routes/ai')).AiRoute }),
          },
          {
            path: paths.aiLoadBooking,
            lazy: async () => ({
              Component: (await import('./routes/ai-load-booking')).AiLoadBookingRoute,
            }),
          },
          {
            path: paths.aiCarrierSales,
            lazy: async () => ({
              Component: (await import('./routes/ai-carrier-sales')).AiCarrierSalesRoute,
            }),
          },
          {
            path: paths.settings,
            lazy: async () => ({ Component: (await import('./routes/settings')).SettingsRoute }),
          },
          {
            path: paths.aiCalls,
            lazy: async () => ({ Component: (await import('./routes/ai-calls')).AiCallsRoute }),
          },
          {
            path: CAMPAIGN_HISTORY_PATH,
            lazy: async () => ({
              Component: (await import('./routes/campaign-history')).CampaignHistoryRoute,
            }),
          },
          {
            path: CAMPAIGN_DETAIL_ROUTE,
            lazy: async () => ({
              Component: (await import('./routes/campaign-history-detail'))
                .CampaignHistoryDetailRoute,
            }),
          },
          {
            path: paths.exceptionList,
            lazy: async () => ({
              Component: (await import('./routes/exception-list')).ExceptionListRoute,
            }),
          },
          {
            path: paths.exceptionDetails,
            lazy: async () => ({
              Component: (await import('./routes/exception-details')).ExceptionDetailsRoute,
            }),
          },
          {
            path: paths.availableTrucks,
            lazy: async () => ({
              Component: (await import('./routes/available-trucks')).AvailableTrucksRoute,
            }),
          },
          {
            path: paths.truckTrailerMismatch,
            lazy: async () => ({
              Component: (await import('./routes/truck-trailer-mismatch'))
                .TruckTrailerMismatchRoute,
            }),
          },
          {
            path: paths.trailerCustomerLocation,
            lazy: async () => ({
              Component: (await import('./routes/trailer-customer-location'))
                .TrailerCustomerLocationRoute,
            }),
          },
          { path: paths.task, element: <Navigate to={paths.taskList} replace /> },
          {
            path: paths.taskList,
            lazy: async () => ({ Component: (await import('./routes/task-list')).TaskListRoute }),
          },
          {
            path: paths.taskCreate,
            lazy: async () => ({
              Component: (await import('./routes/task-create')).TaskCreateRoute,
            }),
          },
          {
            path: paths.taskEdit,
            lazy: async () => ({ Component: (await import('./routes/task-edit')).TaskEditRoute }),
          },
          {
            path: paths.taskView,
            lazy: async () => ({ Component: (await import('./routes/task-view')).TaskViewRoute }),
          },
          // An alias of the view (document 2 §2.4).
          {
            path: paths.taskDetails,
            lazy: async () => ({ Component: (await import('./routes/task-view')).TaskViewRoute }),
          },
          {
            path: paths.invoices,
            lazy: async () => ({
              Component: (await import('@/features/invoices/routes/invoices-route')).InvoicesRoute,
            }),
          },
          {
            path: paths.invoiceView,
            lazy: async () => ({
              Component: (await import('@/features/invoices/routes/invoice-view-route'))
                .InvoiceViewRoute,
            }),
          },
          {
            path: paths.confirmInvoice,
            lazy: async () => ({
              Component: (await import('@/features/invoices/routes/confirm-invoice-route'))
                .ConfirmInvoiceRoute,
            }),
          },
          {
            path: paths.report,
            lazy: async () => ({
              Component: (await import('@/features/analytics/routes/report-routes')).AnalyticsRoute,
            }),
          },
          {
            path: '/report/sales-agents',
            lazy: async () => ({
              Component: (await import('@/features/analytics/routes/report-routes'))
                .SalesAgentsReportRoute,
            }),
          },
          {
            path: '/report/dispatchers',
            lazy: async () => ({
              Component: (await import('@/features/analytics/routes/report-routes'))
                .DispatchersReportRoute,
            }),
          },
          {
            path: '/report/trucks',
            lazy: async () => ({
              Component: (await import('@/features/analytics/routes/report-routes'))
                .TrucksReportRoute,
            }),
          },
          { path: paths.alerts, lazy: placeholder('Alerts') },
          { path: paths.loads, lazy: placeholder('Loads') },
          {
            path: paths.load,
            lazy: async () => ({
              Component: (await import('@/features/loads/components/tms-load-page')).TmsLoadRoute,
            }),
          },
          {
            path: paths.uploadRateCon,
            lazy: async () => ({
              Component: (await import('@/features/ratecon/components/upload-rate-con'))
                .UploadRateConRoute,
            }),
          },
          {
            path: paths.confirmRateCon,
            lazy: async () => ({
              Component: (await import('@/features/ratecon/components/confirm-rate-con'))
                .ConfirmRateConRoute,
            }),
          },
          { path: paths.trips, lazy: placeholder('Trips') },
          ...NOT_BUILT_ROUTES.map(({ path, title }) => ({ path, lazy: notBuilt(title) })),
        ],
      },
      {
        Component: PublicLayout,
        children: [
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
