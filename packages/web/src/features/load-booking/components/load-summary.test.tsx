import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers';
import { makeParsed } from '../testing/fake-voice';
import { LOW_CONFIDENCE_HINT, lowConfidenceOf, withoutEditedMarks } from './check-badge';
import { LoadSummary } from './load-summary';

/** The <dd> of the field whose <dt> reads `label`. */
function fieldValue(label: string): HTMLElement {
  const term = screen.getAllByRole('term').find((dt) => dt.firstChild?.textContent === label);
  expect(term, label).toBeDefined();
  return term!.nextElementSibling as HTMLElement;
}

describe('LoadSummary low-confidence marks', () => {
  it('marks a guessed rate "Check" and describes its value as low confidence; a labelled one is not marked', () => {
    renderWithProviders(
      <LoadSummary
        details={makeParsed().loadDetails}
        lowConfidence={lowConfidenceOf({
          fieldConfidence: { brokerOfferedRate: 0.5, weight: 0.9, 'stops[0].cityState': 0.9 },
          lowConfidenceFields: ['brokerOfferedRate'],
        })}
      />,
    );
    const rate = fieldValue('Rate');
    expect(rate).toHaveTextContent('$1,850');
    expect(rate).toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    const rateBox = rate.closest('[data-field]') as HTMLElement;
    expect(rateBox).toHaveAttribute('data-low-confidence', 'true');
    expect(within(rateBox).getByText('Check')).toBeVisible();

    const weight = fieldValue('Weight');
    expect(weight).not.toHaveAccessibleDescription(LOW_CONFIDENCE_HINT);
    expect(within(weight.closest('[data-field]') as HTMLElement).queryByText('Check')).toBeNull();
    expect(screen.getAllByText('Check')).toHaveLength(1);
  });

  it('marks a stop whose place was read with low confidence', () => {
    renderWithProviders(
      <LoadSummary
        details={makeParsed().loadDetails}
        lowConfidence={new Set(['stops[1].cityState'])}
      />,
    );
    const [pickup, delivery] = within(screen.getByRole('list', { name: 'Stops' })).getAllByRole(
      'listitem',
    );
    expect(within(delivery!).getByText('Check')).toBeVisible();
    expect(within(delivery!).getByText(/Atlanta, GA/)).toHaveAccessibleDescription(
      LOW_CONFIDENCE_HINT,
    );
    expect(within(pickup!).queryByText('Check')).toBeNull();
    expect(within(pickup!).getByText(/Dallas, TX/)).not.toHaveAccessibleDescription(
      LOW_CONFIDENCE_HINT,
    );
  });

  it('marks nothing for metadata without the list (older answers)', () => {
    renderWithProviders(
      <LoadSummary
        details={makeParsed().loadDetails}
        lowConfidence={lowConfidenceOf({ source: 'text', confidence: 1, missingFields: [] })}
      />,
    );
    expect(screen.queryByText('Check')).toBeNull();
  });
});

describe('withoutEditedMarks', () => {
  it('unmarks the values the dispatcher changed in the form and keeps the others', () => {
    const before = makeParsed().loadDetails;
    const after = { ...before, brokerOfferedRate: 1900 };
    const metadata = {
      source: 'text' as const,
      confidence: 1,
      missingFields: [],
      lowConfidenceFields: ['brokerOfferedRate', 'weight', 'stops[0].cityState'],
    };
    expect(withoutEditedMarks(metadata, before, after).lowConfidenceFields).toEqual([
      'weight',
      'stops[0].cityState',
    ]);
    const moved = {
      ...before,
      stops: [{ ...before.stops[0]!, cityState: 'Fort Worth, TX' }, before.stops[1]!],
    };
    expect(withoutEditedMarks(metadata, before, moved).lowConfidenceFields).toEqual([
      'brokerOfferedRate',
      'weight',
    ]);
  });
});
