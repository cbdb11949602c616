import { createRequire } from 'node:module';
import type * as Xlsx from 'xlsx';

let loaded: typeof Xlsx | undefined;

/**
 * SheetJS, loaded with the first spreadsheet a carrier file brings (about 11 MiB resident) rather
 * than when the voice service starts. Synchronous, as the carrier-file checks that use it are.
 */
export function xlsx(): typeof Xlsx {
  loaded ??= createRequire(import.meta.url)('xlsx') as typeof Xlsx;
  return loaded;
}
