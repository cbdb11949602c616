/** Every route of the app (document 3, "Route table of the app"). */
export const paths = {
  root: '/',
  home: '/home',
  login: '/login',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  logout: '/logout',
  profile: '/profile',
  alerts: '/alerts',
  loads: '/loads',
  trips: '/trips',
  settings: '/settings',
  taskList: '/task/list',
  report: '/report',
  invoices: '/invoices',
  ai: '/ai',
  aiLoadBooking: '/ai/load-booking',
  aiCarrierSales: '/ai/carrier-sales',
  aiCalls: '/ai/calls',
  exceptionList: '/exceptionList',
  exceptionDetails: '/exceptionDetails',
  availableTrucks: '/availableTrucksList',
  truckTrailerMismatch: '/truck-trailer-mismatch',
  trailerCustomerLocation: '/trailer-customer-location',
  taskCreate: '/task/create',
} as const;

export const SUPPORT_EMAIL = 'support@fleet.example';
