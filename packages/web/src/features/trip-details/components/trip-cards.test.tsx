import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTrip } from '../testing/trip-fixture';
import { LoadCard } from './trip-cards';

const renderLoad = (externalLink: string | null) =>
  render(
    <MantineProvider>
      <LoadCard trip={makeTrip({ external_tms_summary: { external_link: externalLink } })} />
    </MantineProvider>,
  );

describe('LoadCard: the TMS link', () => {
  it('when the trip has a TMS link, then Open in TMS opens it in a new tab', () => {
    renderLoad('https://tms.example/loads/L-555');
    const link = screen.getByRole('link', { name: 'Open in TMS' });
    expect(link).toHaveAttribute('href', 'https://tms.example/loads/L-555');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it.each([null, ''])(
    'when the trip has no TMS link (%j), then the TMS row is not shown',
    (link) => {
      renderLoad(link);
      expect(screen.queryByRole('link', { name: 'Open in TMS' })).toBeNull();
      expect(screen.queryByText('TMS')).toBeNull();
      expect(screen.getByText('Load #')).toBeVisible();
    },
  );
});
