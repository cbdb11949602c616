export { createDatabase } from './create-database';
export {
  type Database,
  type DatabaseOptions,
  type Queryable,
  type SqlParam,
  schemaNameSchema,
} from './database';
export { type Migration, migrate } from './migrate';
export { CLUSTER_TEMPLATE_ENV, clusterTemplateFile, writeClusterTemplate } from './pglite';
export { type TestBackend, testBackends } from './test-backends';
export { isDatabaseUnavailable } from './unavailable';
