/** For other packages' integration tests: the real API in-process, and the users it seeds. */

export { emptyTables } from './empty-tables';
export { forge, startIdentity, type TestIdentity } from './identity';
