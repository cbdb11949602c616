import { NotesPanel } from '@/features/notes';
import { TripDetailsScreen } from '@/features/trip-details/components/trip-details-screen';

/** Trip notes are kept under the trip number (the notes API also accepts the trip's own id). */
const tripNotes = (tripNum: string) => <NotesPanel originType="TRIP" originId={tripNum} />;

export function ExceptionDetailsRoute() {
  return <TripDetailsScreen notes={tripNotes} />;
}
