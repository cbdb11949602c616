import type { TripView } from '@fleet/contracts';
import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeTrip } from '../testing/trip-fixture';
import { TemperatureView } from './temperature-view';

vi.mock('./temperature-chart-apex', () => ({ default: () => <div>chart</div> }));

function renderView(overrides: Partial<TripView> = {}, reeferLink: string | null = null) {
  const base = makeTrip();
  const trip = makeTrip({
    ...overrides,
    temperature_monitoring_details: {
      ...base.temperature_monitoring_details!,
      reefer_link: reeferLink,
      ...overrides.temperature_monitoring_details,
    },
  });
  render(
    <MantineProvider>
      <TemperatureView trip={trip} />
    </MantineProvider>,
  );
  return {
    requirements: screen.getByRole('region', { name: 'Load Requirements' }),
    actual: screen.getByRole('region', { name: 'Reefer Actual' }),
  };
}

describe('TemperatureView: links', () => {
  it('when there is no reefer data link, then the Reefer Data row is not shown (no dash forever)', () => {
    const { actual } = renderView({}, null);
    expect(within(actual).queryByText('Reefer Data')).toBeNull();
    expect(within(actual).getByText('Return Temperature')).toBeVisible();
  });

  it('when there is a reefer data link, then it opens it', () => {
    const { actual } = renderView({}, 'https://reefer.example/TRL-9');
    expect(within(actual).getByRole('link', { name: 'Open reefer data' })).toHaveAttribute(
      'href',
      'https://reefer.example/TRL-9',
    );
  });

  it('when the trip has no TMS link, then the Load Requirements card has no TMS row', () => {
    const { requirements } = renderView({ external_tms_summary: { external_link: null } });
    expect(within(requirements).queryByText('TMS')).toBeNull();
    expect(within(requirements).queryByRole('link', { name: 'Open in TMS' })).toBeNull();
  });
});

describe('TemperatureView: a delivered trip', () => {
  it('when the trip is delivered, then the reefer card says Delivered, not In Range, without a red border', () => {
    const { actual } = renderView({
      trip_status: 'Delivered',
      temperature_monitoring_details: {
        ...makeTrip().temperature_monitoring_details!,
        temperature_exception_status: 'IN_RANGE',
        current_exception_ms: null,
        reefer_status: 'Not reporting (delivered)',
      },
    });
    expect(within(actual).getByText('Delivered')).toBeVisible();
    expect(within(actual).queryByText('In Range')).toBeNull();
    expect(within(actual).getByText('Not reporting (delivered)')).toBeVisible();
    expect(actual.style.borderColor).toBe('');
  });
});
