import { REPORT_MESSAGES } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { makeReportRow } from '../testing/fake-reports-api';
import { fuelPercentByTruck, weeklySeries } from './chart-data';
import { buildReportWorkbook, reportFileName, reportSheetRows } from './export';
import { REPORT_KIND_INFO } from './kinds';
import {
  chartRange,
  customRangeError,
  presetDays,
  rangeFromSearch,
  rangeToSearch,
  toReportQuery,
} from './range';
import {
  DEFAULT_SORT,
  filterRows,
  nextSort,
  pageRows,
  reportColumns,
  rowCells,
  sortRows,
} from './table-model';

// Thursday 26 November 2026, mid-morning.
const NOW = new Date(2026, 10, 26, 10, 30);
const columns = reportColumns('Truck');

describe('ranges (§5, §9)', () => {
  it('computes the previous and the current week, Sunday based, the current one up to today', () => {
    expect(presetDays('PREVIOUS_WEEK', NOW)).toEqual(['2026-11-15', '2026-11-21']);
    expect(presetDays('CURRENT_WEEK', NOW)).toEqual(['2026-11-22', '2026-11-26']);
    // On a Sunday the current week is that one day.
    expect(presetDays('CURRENT_WEEK', new Date(2026, 10, 22, 8))).toEqual([
      '2026-11-22',
      '2026-11-22',
    ]);
  });

  it('checks a custom range: both ends, order, no future day, at most 366 days', () => {
    expect(customRangeError(null, null, NOW)).toBe(REPORT_MESSAGES.customRangeNeedsBothEnds);
    expect(customRangeError('2026-11-01', null, NOW)).toBe(
      REPORT_MESSAGES.customRangeNeedsBothEnds,
    );
    expect(customRangeError('2026-02-30', '2026-03-02', NOW)).toBe(
      REPORT_MESSAGES.customRangeNeedsBothEnds,
    );
    expect(customRangeError('2026-11-10', '2026-11-01', NOW)).toBe(REPORT_MESSAGES.startAfterEnd);
    expect(customRangeError('2026-11-20', '2026-11-27', NOW)).toBe(REPORT_MESSAGES.futureDate);
    expect(customRangeError('2025-11-25', '2026-11-26', NOW)).toBe(REPORT_MESSAGES.rangeTooLong);
    expect(customRangeError('2025-11-26', '2026-11-26', NOW)).toBeNull();
    expect(customRangeError('2026-11-26', '2026-11-26', NOW)).toBeNull();
  });

  it('puts a range on the wire and in a report page link, and reads it back', () => {
    expect(toReportQuery({ type: 'PREVIOUS_WEEK' })).toEqual({ date_range_type: 'PREVIOUS_WEEK' });
    expect(toReportQuery({ type: 'CUSTOM', start: '2026-10-01', end: '2026-10-31' })).toEqual({
      date_range_type: 'CUSTOM',
      start_date: '2026-10-01',
      end_date: '2026-10-31',
    });
    const preset = rangeToSearch({ type: 'PREVIOUS_WEEK' }, NOW);
    expect(preset.toString()).toBe('from=2026-11-15&to=2026-11-21&range=PREVIOUS_WEEK');
    expect(rangeFromSearch(preset, NOW)).toEqual({ type: 'PREVIOUS_WEEK' });
    const custom = new URLSearchParams('from=2026-10-01&to=2026-10-31');
    expect(rangeFromSearch(custom, NOW)).toEqual({
      type: 'CUSTOM',
      start: '2026-10-01',
      end: '2026-10-31',
    });
    // Nothing, or a range the picker could not have made: the current week (§9).
    expect(rangeFromSearch(new URLSearchParams(), NOW)).toEqual({ type: 'CURRENT_WEEK' });
    expect(rangeFromSearch(new URLSearchParams('from=2026-11-01&to=2026-12-01'), NOW)).toEqual({
      type: 'CURRENT_WEEK',
    });
  });

  it("gives the charts the 12 weeks ending with the range's week", () => {
    expect(chartRange({ type: 'PREVIOUS_WEEK' }, NOW)).toEqual({
      type: 'CUSTOM',
      start: '2026-08-30',
      end: '2026-11-21',
    });
    expect(chartRange({ type: 'CUSTOM', start: '2026-06-03', end: '2026-06-10' }, NOW)).toEqual({
      type: 'CUSTOM',
      start: '2026-03-22',
      end: '2026-06-10',
    });
  });
});

describe('table model (§3, §9)', () => {
  it('formats a row with the contracts’ §9 rules', () => {
    const row = makeReportRow('T-101', {
      total_revenue: 12345.6,
      total_paid_miles: 4321.4,
      load_count: 7,
      total_engine_idle_time: 360_000 * 12.5,
      total_fuel_consumed: 3785.41 * 640.25,
      total_fuel_quantity: 612.345,
      total_fuel_purchase_amount: 2345.67,
      total_est_fuel_energy_cost: 2400.5,
    });
    expect(columns.map((c) => c.label)).toEqual([
      'Truck',
      'Revenue',
      'Paid Miles',
      'Loads',
      '$/Mile',
      'Idle Hours',
      'Fuel Consumed (gal)',
      'Fuel Bought (gal)',
      'Fuel Amount',
      'Fuel % of Revenue',
      'Est. Fuel Energy Cost',
    ]);
    expect(rowCells(columns, row)).toEqual([
      'T-101',
      '$12,346',
      '4,321',
      '7',
      '$2.86',
      '12.50',
      '640.25',
      '612.35',
      '$2,345.67',
      '19.00%',
      '$2,400.50',
    ]);
    const idle = makeReportRow('T-9', { total_revenue: 0, total_paid_miles: 0, load_count: 0 });
    expect(rowCells(columns, idle).slice(1, 5)).toEqual(['$0', '0', '0', '-']);
    expect(rowCells(columns, idle)[9]).toBe('-');
  });

  it('filters by name or number as typed, any case', () => {
    const rows = ['Ana Diaz', 'Bo Chen', 'diana Ray'].map((id) => makeReportRow(id));
    expect(filterRows(rows, ' DIA ').map((r) => r._id)).toEqual(['Ana Diaz', 'diana Ray']);
    expect(filterRows(rows, '')).toHaveLength(3);
  });

  it('sorts by a column, rows without a value last, ties by name; a second click reverses', () => {
    const rows = [
      makeReportRow('T-10', { total_revenue: 500, total_paid_miles: 100 }),
      makeReportRow('T-9', { total_revenue: 900, total_paid_miles: 0 }),
      makeReportRow('T-2', { total_revenue: 900, total_paid_miles: 300 }),
    ];
    expect(sortRows(rows, columns, DEFAULT_SORT).map((r) => r._id)).toEqual(['T-2', 'T-9', 'T-10']);
    expect(
      sortRows(rows, columns, { key: 'name', direction: 'ascending' }).map((r) => r._id),
    ).toEqual(['T-2', 'T-9', 'T-10']);
    const perMile = nextSort(DEFAULT_SORT, 'perMile', columns);
    expect(perMile).toEqual({ key: 'perMile', direction: 'descending' });
    expect(sortRows(rows, columns, perMile).map((r) => r._id)).toEqual(['T-10', 'T-2', 'T-9']);
    const reversed = nextSort(perMile, 'perMile', columns);
    expect(reversed.direction).toBe('ascending');
    expect(sortRows(rows, columns, reversed).map((r) => r._id)).toEqual(['T-2', 'T-10', 'T-9']);
    expect(nextSort(DEFAULT_SORT, 'name', columns)).toEqual({
      key: 'name',
      direction: 'ascending',
    });
  });

  it('pages 15 rows at a time and keeps a page past the end on the last one', () => {
    const rows = Array.from({ length: 32 }, (_, i) => i);
    expect(pageRows(rows, 1)).toMatchObject({ page: 1, pages: 3, first: 1, last: 15, total: 32 });
    expect(pageRows(rows, 3)).toMatchObject({ rows: [30, 31], first: 31, last: 32 });
    expect(pageRows(rows, 9).page).toBe(3);
    expect(pageRows([], 1)).toMatchObject({ rows: [], pages: 1, first: 0, last: 0 });
  });
});

describe('export', () => {
  const rows = [
    makeReportRow('T-101', { total_revenue: 12345.6, total_paid_miles: 4321.4 }),
    makeReportRow('T-102', { total_revenue: 0, total_paid_miles: 0 }),
  ];

  it('builds the sheet rows: headers, then numbers as numbers, empty where the table says -', () => {
    const sheet = reportSheetRows(columns, rows);
    expect(sheet[0]).toEqual(columns.map((c) => c.label));
    expect(sheet[1]).toEqual(['T-101', 12346, 4321, 4, 2.86, 5, 600, 550, 2000, 16.2, 2100]);
    expect(sheet[2]?.[4]).toBe('');
    expect(sheet[2]?.[9]).toBe('');
  });

  it('writes one sheet named after the report, with number formats, and names the file by range', async () => {
    const info = REPORT_KIND_INFO.truck;
    const blob = await buildReportWorkbook(info, rows);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob);
    });
    const book = XLSX.read(new Uint8Array(bytes), { type: 'array', cellNF: true });
    expect(book.SheetNames).toEqual(['Data by Truck']);
    const sheet = book.Sheets['Data by Truck'] as XLSX.WorkSheet;
    expect(sheet.B2?.v).toBe(12346);
    expect(sheet.B2?.z).toBe('"$"#,##0');
    expect(XLSX.utils.sheet_to_json(sheet, { header: 1 })).toHaveLength(3);
    expect(reportFileName(info, '2026-11-15', '2026-11-21')).toBe(
      'trucks_2026-11-15_to_2026-11-21.xlsx',
    );
  });
});

describe('chart data', () => {
  it('orders the weeks and computes revenue per mile, a gap without miles', () => {
    expect(
      weeklySeries([
        { week_start: '2026-11-15', total_revenue: 2000.4, total_paid_miles: 0, load_count: 1 },
        { week_start: '2026-11-08', total_revenue: 3000.6, total_paid_miles: 1000, load_count: 2 },
      ]),
    ).toEqual({ weeks: ['2026-11-08', '2026-11-15'], revenue: [3001, 2000], perMile: [3, null] });
  });

  it('keeps the 15 trucks with the highest fuel share of revenue, none without revenue', () => {
    const rows = Array.from({ length: 20 }, (_, i) =>
      makeReportRow(`T-${i}`, { total_revenue: 1000, total_fuel_purchase_amount: 100 + i }),
    );
    rows.push(makeReportRow('T-idle', { total_revenue: 0, total_fuel_purchase_amount: 500 }));
    const bars = fuelPercentByTruck(rows);
    expect(bars).toHaveLength(15);
    expect(bars[0]).toEqual({ truck: 'T-19', percent: 11.9 });
    expect(bars.some((bar) => bar.truck === 'T-idle')).toBe(false);
  });
});
