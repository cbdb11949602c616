import type { ExtractedData, ExtractedLoadDetails } from '@fleet/contracts';
import { Badge } from '@mantine/core';
import { LOW_CONFIDENCE_HINT } from '@/components/ui/low-confidence';

export { LOW_CONFIDENCE_HINT };

/**
 * The low-confidence paths in extraction metadata ('brokerOfferedRate', 'stops[0].cityState'); an
 * empty list when it has none (older answers, a form the dispatcher saved).
 */
export function lowConfidenceOf(metadata: unknown): ReadonlySet<string> {
  const list = (metadata as { lowConfidenceFields?: unknown } | null | undefined)
    ?.lowConfidenceFields;
  return new Set(Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : []);
}

/**
 * The metadata after the dispatcher saved the load form: a value they changed is theirs, no longer
 * to check (the ratecon form unmarks an edited field the same way); the others keep their marks.
 */
export function withoutEditedMarks(
  metadata: ExtractedData['metadata'],
  before: ExtractedLoadDetails,
  after: ExtractedLoadDetails,
): ExtractedData['metadata'] {
  if (!metadata.lowConfidenceFields) return metadata;
  const valueAt = (details: ExtractedLoadDetails, path: string): unknown => {
    const stop = /^stops\[(\d+)\]\.(\w+)$/.exec(path);
    if (stop) {
      return (details.stops[Number(stop[1])] as Record<string, unknown> | undefined)?.[stop[2]!];
    }
    return (details as unknown as Record<string, unknown>)[path];
  };
  const kept = metadata.lowConfidenceFields.filter(
    (path) => JSON.stringify(valueAt(before, path)) === JSON.stringify(valueAt(after, path)),
  );
  return { ...metadata, lowConfidenceFields: kept };
}

/**
 * A parsed value read from weak evidence (metadata.lowConfidenceFields from parse-load-details, or
 * the agent's extracted data until the broker confirms it) gets the visible "Check" badge (orange, the hint on hover) and the hint for assistive technology, in
 * a hidden element: give the marked value `aria-describedby={hintId}` (its accessible description
 * is then the hint; the badge itself is not read, so nothing is said twice).
 */
export function CheckBadge({ hintId }: { hintId: string }) {
  return (
    <>
      <Badge
        size="xs"
        color="orange"
        variant="light"
        ml={4}
        title={LOW_CONFIDENCE_HINT}
        aria-hidden
        data-low-confidence="true"
      >
        Check
      </Badge>
      <span hidden id={hintId}>
        {LOW_CONFIDENCE_HINT}
      </span>
    </>
  );
}
