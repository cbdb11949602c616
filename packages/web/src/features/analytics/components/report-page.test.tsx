import { REPORT_MESSAGES } from '@fleet/contracts';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { clockAt, openApp } from '@/testing/open-app';
import {
  type FakeReportsOptions,
  fakeReportsApi,
  makeReportRow,
} from '../testing/fake-reports-api';

configure({ asyncUtilTimeout: 5000 });

// 32 trucks: T-1 earns the most, T-32 the least; loads run the other way.
const TRUCKS = Array.from({ length: 32 }, (_, i) =>
  makeReportRow(`T-${i + 1}`, { total_revenue: 50_000 - i * 1000, load_count: i + 1 }),
);

function openPage(path: string, options: FakeReportsOptions = { rows: { truck: TRUCKS } }) {
  return openApp(fakeReportsApi(options), path);
}

const namesIn = (table: HTMLElement) =>
  within(table)
    .getAllByRole('rowheader')
    .map((cell) => cell.textContent);

describe('/report/trucks (full report page)', () => {
  clockAt(new Date(2026, 10, 26, 10, 30));

  it('asks for from/to, shows 15 rows a page, pages, and sorts by a header with aria-sort', async () => {
    const { api, user } = openPage('/report/trucks?from=2026-11-01&to=2026-11-21');
    const table = await screen.findByRole('table', { name: 'Data by Truck' });
    expect(api.to('/v1/reports/dashboard-data/truck')[0]?.query.toString()).toBe(
      'date_range_type=CUSTOM&start_date=2026-11-01&end_date=2026-11-21',
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Data by Truck' })).toBeInTheDocument();
    // Revenue, highest first, to begin with.
    expect(namesIn(table)).toHaveLength(15);
    expect(namesIn(table)[0]).toBe('T-1');
    expect(screen.getByRole('columnheader', { name: /^Revenue/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByText('Showing 1–15 of 32')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(namesIn(table)[0]).toBe('T-16');
    expect(screen.getByText('Showing 16–30 of 32')).toBeInTheDocument();

    // Loads: a click sorts descending (back to page 1), Enter on the focused header reverses.
    const loads = screen.getByRole('button', { name: /^Loads/ });
    await user.click(loads);
    expect(screen.getByRole('columnheader', { name: /^Loads/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(screen.getByRole('columnheader', { name: /^Revenue/ })).toHaveAttribute(
      'aria-sort',
      'none',
    );
    expect(namesIn(table).slice(0, 2)).toEqual(['T-32', 'T-31']);
    expect(screen.getByText('Showing 1–15 of 32')).toBeInTheDocument();
    loads.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('columnheader', { name: /^Loads/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(namesIn(table).slice(0, 2)).toEqual(['T-1', 'T-2']);

    // The search filters what is loaded.
    await user.type(screen.getByLabelText('Search trucks'), 't-3');
    expect(namesIn(table)).toEqual(['T-3', 'T-30', 'T-31', 'T-32']);
    expect(api.to('/v1/reports/dashboard-data/truck')).toHaveLength(1);
  });

  it('defaults to the current week, puts a new range in the address, and says when there is nothing', async () => {
    const { api, router, user } = openPage('/report/dispatchers', { rows: {} });
    expect(await screen.findByText('No data for this range.')).toBeInTheDocument();
    expect(api.to('/v1/reports/dashboard-data/dispatcher')[0]?.query.get('date_range_type')).toBe(
      'CURRENT_WEEK',
    );
    await user.click(screen.getByRole('button', { name: 'Export to Excel' }));
    expect(await screen.findByText(REPORT_MESSAGES.nothingToExport)).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Previous Week' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?from=2026-11-15&to=2026-11-21&range=PREVIOUS_WEEK',
      ),
    );
    await waitFor(() =>
      expect(
        api.to('/v1/reports/dashboard-data/dispatcher').map((r) => r.query.get('date_range_type')),
      ).toEqual(['CURRENT_WEEK', 'PREVIOUS_WEEK']),
    );
  });

  it('shows the failure inline and as a toast', async () => {
    openPage('/report/sales-agents', { failWith: 503 });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(REPORT_MESSAGES.loadFailed);
    // The toast says it too.
    await waitFor(() => expect(screen.getAllByText(REPORT_MESSAGES.loadFailed)).toHaveLength(2));
  });
});
