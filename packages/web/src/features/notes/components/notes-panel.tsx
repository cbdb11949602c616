import type { NoteOriginType } from '@fleet/contracts';

/** The notes panel of a trip or a task (document 2 §2.5). */
export function NotesPanel(_props: { originType: NoteOriginType; originId: string }) {
  return null;
}
