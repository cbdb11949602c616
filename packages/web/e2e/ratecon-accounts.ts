/**
 * The accounts of ratecon.spec.ts, made by start-product.ts before the product starts: one whose
 * rate-confirmation flag says TMS_TYPE alvys with no TMS connection (loads go to the built-in
 * TMS), and one with TMS_TYPE ditat connected to a local fake Ditat (with a small simulated fleet,
 * whose customers and facilities the Ditat form picks from).
 */
export const RATECON_ACCOUNTS = {
  builtin: {
    account: 'E2E Ratecon Builtin',
    email: 'ratecon-builtin@e2e.test',
    password: 'ratecon-builtin-1',
    tmsType: 'alvys',
  },
  ditat: {
    account: 'E2E Ratecon Ditat',
    email: 'ratecon-ditat@e2e.test',
    password: 'ratecon-ditat-1',
    tmsType: 'ditat',
  },
} as const;
