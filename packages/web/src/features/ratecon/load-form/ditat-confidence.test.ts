import { describe, expect, it } from 'vitest';
import { joinDitatDateTime, splitDitatDateTime } from './dates';
import { ditatConfidence } from './ditat-confidence';

describe('ditatConfidence', () => {
  it('maps the generic paths onto the Ditat fields', () => {
    expect(
      ditatConfidence({
        order_number: 0.5,
        bol_number: 0.6,
        po_number: 0.65,
        reference_number: 0.3,
        linehaul_rate: 0.2,
        customer_name: 0.4,
        weight: 0.55,
        'carrier.carrier_name': 0.1,
      }),
    ).toEqual({
      referenceId1: 0.5,
      referenceId2: 0.6,
      referenceId3: 0.65,
      referenceId5: 0.3,
      'rates_list.0.rate_amount': 0.2,
      customer_key: 0.4,
      weight: 0.55,
      'carrier.carrier_name': 0.1,
    });
  });

  it('gives appointment N the lowest confidence of stop N’s fields behind each field', () => {
    const mapped = ditatConfidence({
      'stops.1.city': 0.5,
      'stops.1.company_name': 0.9,
      'stops.1.appointment_time_hours': 0.4,
      'stops.1.stop_type': 0.95,
    });
    expect(mapped).toEqual({
      'appointment_list.1.location_key': 0.5,
      'appointment_list.1.appointment_on_datetime': 0.4,
      'appointment_list.1.location_type': 0.95,
    });
  });
});

describe('Ditat date-times', () => {
  it('splits into MM/DD/YYYY and two-digit parts and joins back', () => {
    expect(splitDitatDateTime('2026-03-15T07:05:00')).toEqual({
      date: '03/15/2026',
      hours: '07',
      minutes: '05',
    });
    expect(joinDitatDateTime({ date: '03/15/2026', hours: '7', minutes: null })).toBe(
      '2026-03-15T07:00:00',
    );
    expect(joinDitatDateTime({ date: null, hours: '07', minutes: '30' })).toBeNull();
  });
});
