import type { ExtractedStop } from '@fleet/contracts';
import { buildDoc, type Doc } from '../document';
import { prepareText } from '../normalize';

/** The document the extractors see for a text (tests). */
export function docOf(text: string): Doc {
  return buildDoc(prepareText(text));
}

/** A stop as one line (place, kind, appointment), for tests that compare the stops read. */
export const brief = (s: ExtractedStop) =>
  [
    s.cityState,
    s.stopType,
    s.appointmentType,
    s.appointmentDate,
    s.appointmentTime ??
      (s.appointmentWindowStart || s.appointmentWindowEnd
        ? `${s.appointmentWindowStart}-${s.appointmentWindowEnd}`
        : null),
  ].join(' ');
