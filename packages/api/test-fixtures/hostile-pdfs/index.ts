/**
 * Hostile files for the upload checks (see README.md). `expect`: 'reject' must be refused with a
 * message and without storing anything; 'accept' must pass; 'accept-or-reject' may go either
 * way but must answer quickly (no hang, no crash, bounded memory).
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const HOSTILE_DIR = join(dirname(fileURLToPath(import.meta.url)), 'files');

export type HostileCheck =
  | 'none'
  | 'magic'
  | 'empty'
  | 'encrypted'
  | 'javascript'
  | 'pages'
  | 'xref'
  | 'decoded-size'
  | 'polyglot';

export interface HostileFile {
  file: string;
  /** The check expected to catch it. */
  check: HostileCheck;
  expect: 'reject' | 'accept' | 'accept-or-reject';
  description: string;
  bytes: number;
}

export function hostileFiles(): Array<HostileFile & { path: string; read(): Buffer }> {
  const m = JSON.parse(readFileSync(join(dirname(HOSTILE_DIR), 'manifest.json'), 'utf8')) as {
    files: HostileFile[];
  };
  return m.files.map((f) => {
    const path = join(HOSTILE_DIR, f.file);
    return { ...f, path, read: () => readFileSync(path) };
  });
}
