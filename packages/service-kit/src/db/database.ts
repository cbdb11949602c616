import { z } from 'zod';

export type SqlParam = string | number | boolean | null | Date | Buffer | string[] | number[];

/** Anything that runs SQL: the database itself or an open transaction. */
export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: readonly SqlParam[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'postgres' | 'pglite';
  /** The schema every unqualified name resolves to (`public` unless one was given). */
  schema: string;
  /** Commits when fn resolves, rolls back when it rejects. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Runs fn while holding a cluster-wide lock named by key (a PostgreSQL advisory lock; PGlite has
   * one connection, so there it only serialises callers of this instance).
   */
  withLock<T>(key: string, fn: (db: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the database is PGlite. */
  url?: string;
  /** PGlite data directory; in memory when absent. Ignored when url is set. */
  dataDir?: string;
  /**
   * Schema to work in, created when missing and put first on the search path of every
   * connection. Lets several test suites (or services) share one PostgreSQL database.
   */
  schema?: string;
  /** Connections in the PostgreSQL pool (default 10). */
  poolSize?: number;
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A service's DATABASE_SCHEMA setting: a schema name that assertSchemaName accepts. */
export const schemaNameSchema = z
  .string()
  .regex(SCHEMA_NAME, 'must be lower-case letters, digits and _');

export function assertSchemaName(schema: string): string {
  if (!SCHEMA_NAME.test(schema)) {
    throw new Error(`Invalid schema name "${schema}": use lower-case letters, digits and _`);
  }
  return schema;
}
