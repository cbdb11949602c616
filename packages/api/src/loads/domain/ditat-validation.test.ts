import { describe, expect, it } from 'vitest';
import { ditatInput } from '../loads.test-helper';
import { validateDitatInput } from './ditat-validation';

const known = {
  customer: (key: string) => key === 'c1',
  location: (key: string) => key === 'f-chi' || key === 'f-dal',
};
const names = (input: ReturnType<typeof ditatInput>) =>
  validateDitatInput(input, known).map((e) => e.propertyName);

describe('Ditat load input validation', () => {
  it('when the input is complete and in order, then there is nothing to say', () => {
    expect(validateDitatInput(ditatInput(), known)).toEqual([]);
  });

  it('when the rate is missing, zero or has three decimals, then the linehaul rate is named', () => {
    for (const rate_amount of [null, 0, -5, 99.999]) {
      expect(names(ditatInput({ rates_list: [{ rate_amount }] }))).toEqual([
        'rates_list[0].rate_amount',
      ]);
    }
    expect(names(ditatInput({ rates_list: [] }))).toEqual(['rates_list[0].rate_amount']);
    expect(names(ditatInput({ rates_list: [{ rate_amount: 1234.5 }] }))).toEqual([]);
  });

  it('when there is no delivery, then appointment_list says so', () => {
    const input = ditatInput();
    input.load_input.appointment_list = [input.load_input.appointment_list[0]!];
    expect(validateDitatInput(input, known)).toEqual([
      { propertyName: 'appointment_list', message: 'At least one delivery is required.' },
    ]);
  });

  it('when times are invalid, reversed or out of stop order, then each stop’s field is named', () => {
    const input = ditatInput();
    const [pickup, delivery] = input.load_input.appointment_list;
    pickup!.appointment_on_datetime = '2026-02-30T08:00:00';
    delivery!.appointment_late_after_datetime = '2026-11-22T05:00:00';
    expect(names(input)).toEqual([
      'appointment_list[0].appointment_on_datetime',
      'appointment_list[1].appointment_late_after_datetime',
    ]);
    const swapped = ditatInput();
    swapped.load_input.appointment_list[0]!.stop_number = 3;
    expect(validateDitatInput(swapped, known)).toEqual([
      {
        propertyName: 'appointment_list[0].appointment_on_datetime',
        message: 'Stop 3 is before stop 2: stops must be in time order.',
      },
    ]);
    const fcfsWithoutEnd = ditatInput();
    fcfsWithoutEnd.load_input.appointment_list[1]!.appointment_late_after_datetime = null;
    expect(names(fcfsWithoutEnd)).toEqual(['appointment_list[1].appointment_late_after_datetime']);
  });

  it('when keys are unknown or missing, then customer_key and location_key are named; DEFAULT is a location', () => {
    const input = ditatInput({ customer_key: 'c9' });
    input.load_input.appointment_list[0]!.location_key = null;
    input.load_input.appointment_list[1]!.location_key = 'DEFAULT';
    expect(names(input)).toEqual(['customer_key', 'appointment_list[0].location_key']);
  });
});
