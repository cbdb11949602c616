import type { NoteOriginType } from '@fleet/contracts';
import type { Queryable } from '@fleet/service-kit/db';

export interface Attachment {
  _id: string;
  upload: { file_name: string };
}

/** The attachments of each origin (task or trip) among `originIds`, oldest first. */
export async function attachmentsByOrigin(
  _db: Queryable,
  _accountId: string,
  _originType: NoteOriginType,
  _originIds: readonly string[],
): Promise<Map<string, Attachment[]>> {
  return new Map();
}
