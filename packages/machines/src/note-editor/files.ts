import { fileTooLargeMessage, MAX_FILE_BYTES } from '@fleet/contracts';
import type { FileRejectedParams, PendingFile } from './types';

/**
 * Document 2 §5: a file over 50 MB (52428800 bytes) is dropped before upload with
 * 'File {name} exceeds the 50 MB size limit'; the others go on.
 */
export function partitionBySize<F extends PendingFile>(
  files: readonly F[],
): { accepted: F[]; rejected: FileRejectedParams[] } {
  const accepted: F[] = [];
  const rejected: FileRejectedParams[] = [];
  for (const file of files) {
    if (file.size > MAX_FILE_BYTES) {
      rejected.push({ name: file.name, message: fileTooLargeMessage(file.name) });
    } else {
      accepted.push(file);
    }
  }
  return { accepted, rejected };
}
