import { describe, expect, it } from 'vitest';
import {
  campaignHistoryQuerySchema,
  campaignStopSchema,
  isCancellableCampaignStatus,
  missingCampaignFields,
  updateCampaignRequestSchema,
} from './campaigns';

describe('campaign contracts', () => {
  it('when a load lacks stops, weight, a desired rate or a commodity, then each is named in the completeness order', () => {
    expect(
      missingCampaignFields({ stops: [], weight: 0, commodity: '  ' }, { min: 0, max: 2 }),
    ).toEqual(['Stops', 'Weight', 'Desired Rate', 'Commodity']);
    const stop = campaignStopSchema.parse({ cityState: 'Dallas, TX', appointmentType: 'FCFS' });
    expect(
      missingCampaignFields(
        { stops: [stop], weight: 42_000, commodity: 'Paper' },
        { min: 1800, max: 2200 },
      ),
    ).toEqual([]);
    expect(missingCampaignFields({ stops: [stop], weight: 1, commodity: 'x' }, null)).toEqual([
      'Desired Rate',
    ]);
  });

  it('when an older client sends APPT, then the stop reads as Set', () => {
    expect(
      campaignStopSchema.parse({ cityState: 'Reno, NV', appointmentType: 'APPT' }),
    ).toMatchObject({
      appointmentType: 'Set',
      appointmentDate: null,
    });
  });

  it('when the history query repeats filters and has blank locations, then lists are kept and blanks dropped', () => {
    expect(
      campaignHistoryQuerySchema.parse({
        page: '2',
        page_size: '25',
        status: ['confirmed', 'cancelled'],
        pickup_location: ['Dallas, TX', '  '],
        delivery_location: 'Atlanta, GA',
      }),
    ).toEqual({
      page: 2,
      page_size: 25,
      status: ['confirmed', 'cancelled'],
      pickup_location: ['Dallas, TX'],
      delivery_location: ['Atlanta, GA'],
    });
    expect(campaignHistoryQuerySchema.safeParse({ page_size: '7' }).success).toBe(false);
    expect(campaignHistoryQuerySchema.safeParse({ status: 'nonsense' }).success).toBe(false);
  });

  it('when a rename sends only a name, then it parses; extra fields without the load do not', () => {
    expect(updateCampaignRequestSchema.parse({ name: ' Dallas run ' })).toEqual({
      name: 'Dallas run',
    });
    expect(
      updateCampaignRequestSchema.safeParse({ name: 'x', rate_range: { min: 1, max: 2 } }).success,
    ).toBe(false);
  });

  it('cancel is offered in every status but completed, confirmed and cancelled', () => {
    expect(isCancellableCampaignStatus('running')).toBe(true);
    expect(isCancellableCampaignStatus('failed')).toBe(true);
    expect(isCancellableCampaignStatus('confirmed')).toBe(false);
  });
});
