import { describe, expect, it } from 'vitest';
import { linesOf, type Word } from './layout';
import { readRateConfirmation } from './ratecon';

/** Rows of [x, text] items on one baseline each; an empty row leaves a gap. */
function read(rows: Array<Array<[number, string]>>) {
  const words: Word[] = [];
  rows.forEach((row, i) => {
    for (const [x, text] of row) {
      words.push({ text, x, y: 40 + i * 12, width: text.length * 4.5, height: 9, page: 1 });
    }
  });
  return readRateConfirmation([
    { width: 612, lines: linesOf({ page: 1, width: 612, height: 792, words }) },
  ]);
}

describe('shapes of sheets the readers were not written for', () => {
  it('a two-language form: labels "Spanish / English" over their values, a bilingual stop title', () => {
    const { load } = read([
      [[30, 'Transportes Del Valle Brokerage']],
      [],
      [
        [30, 'Núm. de carga / Load No.'],
        [250, 'Peso / Weight'],
      ],
      [
        [30, 'TDV-88120'],
        [250, '18,200 lbs'],
      ],
      [],
      [[30, 'ORIGEN / ORIGIN — Parada 1 / Stop 1']],
      [
        [30, 'Empresa / Company'],
        [300, 'No. de recolección / Pickup #'],
      ],
      [
        [30, 'Ceramica Norte'],
        [300, 'R-55012'],
      ],
      [[30, 'Domicilio / Address: 77 Camino Real, El Paso, TX 79901']],
      [[30, 'Cita / Appt: 04/02/2027 09:30']],
      [],
      [[30, 'DESTINO / DESTINATION — Parada 2 / Stop 2']],
      [[30, 'Bodega Sur, 5 Dock Rd, Tulsa, OK 74107']],
      [[30, 'Cita / Appt: 04/03/2027 14:00']],
    ]);
    expect(load.order_number).toBe('TDV-88120');
    expect(load.weight).toBe(18200);
    expect(load.stops).toHaveLength(2);
    expect(load.stops[0]).toMatchObject({
      stop_type: 'Pickup',
      company_name: 'Ceramica Norte',
      confirmation_number: 'R-55012',
      city: 'El Paso',
      appointment_date: '04/02/2027',
      appointment_time_hours: '09',
    });
    expect(load.stops[1]).toMatchObject({ stop_type: 'Delivery', city: 'Tulsa', zipcode: '74107' });
  });

  it('a charges table under the last stop, its titles in two languages, is not the stop’s', () => {
    const { load } = read([
      [[30, 'Harbor Lane Logistics']],
      [[30, 'Delivery 1']],
      [[30, 'Pine Depot, 3 Elm St, Fargo, ND 58102']],
      [[30, 'Appt 03/04/2027 08:00']],
      [
        [200, 'Concepto / Item'],
        [420, 'Importe / Amount (USD)'],
      ],
      [
        [200, 'Flete / Line haul'],
        [420, '$2,100.00'],
      ],
    ]);
    expect(load.stops).toHaveLength(1);
    expect(load.stops[0]!.commodities).toBeNull();
    expect(load.stops[0]!.stop_instructions).toBeNull();
    expect(load.linehaul_rate).toBe(2100);
  });
});
