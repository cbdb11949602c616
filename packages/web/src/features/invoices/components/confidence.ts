import { LOW_CONFIDENCE } from '../lib/format';

export const LOW_CONFIDENCE_NOTE = 'Low confidence: check this value against the PDF';

/**
 * The props that mark a field extracted with low confidence (below LOW_CONFIDENCE): a note under
 * the field (read by screen readers with it) and an amber border. Fields without a confidence
 * (typed by hand, or not filled by extraction) are not marked.
 */
export function confidenceProps(confidence: Record<string, number>, path: string) {
  const value = confidence[path];
  if (value === undefined || value >= LOW_CONFIDENCE) return {};
  return {
    description: LOW_CONFIDENCE_NOTE,
    'data-low-confidence': true,
    styles: { input: { borderColor: 'var(--mantine-color-yellow-7)', borderWidth: 2 } },
  };
}
