import { REPORT_MESSAGES } from '@fleet/contracts';
import { notifications } from '@mantine/notifications';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clockAt, openApp } from '@/testing/open-app';
import {
  type FakeReportsOptions,
  fakeReportsApi,
  makeReportRow,
} from '../testing/fake-reports-api';

// jsdom has no layout for ApexCharts; the chunk is stood in for (e2e draws the real charts).
vi.mock('./report-charts-apex', () => ({
  default: ({ chart }: { chart: string }) => <div>{chart} chart</div>,
}));

configure({ asyncUtilTimeout: 5000 });

const ROWS: FakeReportsOptions['rows'] = {
  'sales-agent': [
    makeReportRow('Ana Diaz', { total_revenue: 12345.6, total_paid_miles: 4321.4, load_count: 7 }),
    makeReportRow('Bo Chen', { total_revenue: 8000 }),
  ],
  dispatcher: [makeReportRow('Carla Ruiz'), makeReportRow('Dan Ito', { total_revenue: 500 })],
  truck: [makeReportRow('T-101'), makeReportRow('T-102', { total_fuel_purchase_amount: 3000 })],
};

function openDashboard(options: FakeReportsOptions = { rows: ROWS }) {
  return openApp(fakeReportsApi(options), '/report');
}

const card = (title: string) => screen.getByRole('region', { name: title });
const calendarDay = (label: string) =>
  waitFor(() => {
    // The popover is outside the a11y tree in jsdom; its days are found by their labels.
    const found = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    expect(found).not.toBeNull();
    return found as HTMLButtonElement;
  });

describe('/report (Analytics dashboard)', () => {
  // Thursday 26 November 2026.
  clockAt(new Date(2026, 10, 26, 10, 30));

  it('shows the three tables for the previous week, formatted, with View All links and search', async () => {
    const { api, user } = openDashboard();
    const agents = await screen.findByRole('table', { name: 'Data by Sales Agent' });
    expect(await screen.findByRole('table', { name: 'Data by Dispatcher' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Data by Truck' })).toBeInTheDocument();
    const first = within(agents).getByRole('row', { name: /Ana Diaz/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '$12,346',
      '4,321',
      '7',
      '$2.86',
      '5.00',
      '600.00',
      '550.00',
      '$2,000.00',
      '16.20%',
      '$2,100.00',
    ]);
    for (const path of [
      '/v1/reports/dashboard-data/sales-agent',
      '/v1/reports/dashboard-data/dispatcher',
      '/v1/reports/dashboard-data/truck',
    ]) {
      expect(api.to(path)[0]?.query.get('date_range_type')).toBe('PREVIOUS_WEEK');
    }
    // The weekly chart: the 12 weeks up to the previous week's Saturday.
    const weekly = api.to('/v1/reports/weekly')[0]?.query;
    expect(weekly?.toString()).toBe(
      'date_range_type=CUSTOM&start_date=2026-08-30&end_date=2026-11-21',
    );
    expect(
      await screen.findByRole('figure', { name: 'Fuel percent of revenue by truck' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('fuel chart')).toBeInTheDocument();
    expect(await screen.findByText('weekly chart')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'View All Data by Sales Agent' })).toHaveAttribute(
      'href',
      '/report/sales-agents?from=2026-11-15&to=2026-11-21&range=PREVIOUS_WEEK',
    );
    expect(screen.getByRole('link', { name: 'View All Data by Truck' })).toHaveAttribute(
      'href',
      '/report/trucks?from=2026-11-15&to=2026-11-21&range=PREVIOUS_WEEK',
    );

    const asked = api.requests.length;
    await user.type(within(card('Data by Dispatcher')).getByLabelText('Search dispatchers'), 'ito');
    const dispatchers = screen.getByRole('table', { name: 'Data by Dispatcher' });
    expect(within(dispatchers).getAllByRole('row')).toHaveLength(2);
    expect(within(dispatchers).getByRole('row', { name: /Dan Ito/ })).toBeInTheDocument();
    // The search filters what is there: no request per keystroke.
    expect(api.requests).toHaveLength(asked);
  });

  it('asks again with CURRENT_WEEK when a table switches to Current Week', async () => {
    const { api, user } = openDashboard();
    await screen.findByRole('table', { name: 'Data by Sales Agent' });
    const agents = card('Data by Sales Agent');
    await user.click(within(agents).getByRole('radio', { name: 'Current Week' }));
    await waitFor(() =>
      expect(
        api.to('/v1/reports/dashboard-data/sales-agent').map((r) => r.query.get('date_range_type')),
      ).toEqual(['PREVIOUS_WEEK', 'CURRENT_WEEK']),
    );
    // The other tables keep their range.
    expect(api.to('/v1/reports/dashboard-data/dispatcher')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(card('Data by Sales Agent')).getByRole('link', { name: /View All/ }),
      ).toHaveAttribute(
        'href',
        '/report/sales-agents?from=2026-11-22&to=2026-11-26&range=CURRENT_WEEK',
      ),
    );
  });

  it("names the weekly chart's last day as the server answered it", async () => {
    // Asked up to 11/21 (the previous week's Saturday); an account a day behind answers to 11/20.
    openDashboard({ rows: ROWS, weeklyAnsweredEnd: '2026-11-20' });
    expect(
      await screen.findByText('The 12 weeks to 11/20/2026, with revenue per paid mile'),
    ).toBeInTheDocument();
  });

  it('needs both ends of a custom range and refuses future days', async () => {
    const { api, user } = openDashboard();
    await screen.findByRole('table', { name: 'Data by Truck' });
    const trucks = card('Data by Truck');
    await user.click(within(trucks).getByRole('radio', { name: 'Custom' }));
    expect(within(trucks).getByText(REPORT_MESSAGES.customRangeNeedsBothEnds)).toBeInTheDocument();
    await user.click(within(trucks).getByRole('button', { name: 'Custom range' }));
    expect(await calendarDay('26 November 2026')).toBeEnabled();
    expect(await calendarDay('27 November 2026')).toBeDisabled();
    await user.click(await calendarDay('2 November 2026'));
    // One end is not a range: nothing asked yet.
    expect(within(trucks).getByText(REPORT_MESSAGES.customRangeNeedsBothEnds)).toBeInTheDocument();
    const custom = () =>
      api
        .to('/v1/reports/dashboard-data/truck')
        .filter((r) => r.query.get('date_range_type') === 'CUSTOM');
    expect(custom()).toHaveLength(0);
    await user.click(await calendarDay('14 November 2026'));
    await waitFor(() => expect(custom()).toHaveLength(1));
    expect(custom()[0]?.query.get('start_date')).toBe('2026-11-02');
    expect(custom()[0]?.query.get('end_date')).toBe('2026-11-14');
    expect(within(trucks).queryByText(REPORT_MESSAGES.customRangeNeedsBothEnds)).toBeNull();
  });

  it('toasts one load failure however many reports fail', async () => {
    const show = vi.spyOn(notifications, 'show');
    openDashboard({ rows: ROWS, failWith: 500 });
    expect(
      await within(await screen.findByRole('region', { name: 'Data by Dispatcher' })).findByRole(
        'alert',
      ),
    ).toHaveTextContent(REPORT_MESSAGES.loadFailed);
    await waitFor(() => expect(show).toHaveBeenCalled());
    for (const [call] of show.mock.calls) {
      expect(call).toMatchObject({
        id: 'report-load-failed',
        message: REPORT_MESSAGES.loadFailed,
        color: 'red',
      });
    }
  });
});
