import { describe, expect, it } from 'vitest';
import { parseText } from '../parse-text';
import { spanishToPlain } from './spanish';
import { brief } from './test-helpers';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseText(text, { now: NOW });

describe('Spanish and Spanish-English postings', () => {
  it('reads Spanish labels, days, miles and equipment', () => {
    const data = parse(
      [
        'Carga: martes 24 nov, 07:00',
        'Origen: Eagle Pass, TX',
        'Destino: San Antonio, TX',
        'Entrega: miércoles 25 nov, cita 09:00',
        'Caja seca 53, 30,000 libras de cartón',
        'Millas: 145',
        'Tarifa: $650',
        'Llamar a Ramiro: 830-555-0123',
      ].join('\n'),
    );
    const l = data.loadDetails;
    expect(l.stops.map(brief)).toEqual([
      'Eagle Pass, TX PICKUP APPT 2026-11-24 07:00',
      'San Antonio, TX DELIVERY APPT 2026-11-25 09:00',
    ]);
    expect(l.totalDistance).toBe(145);
    expect(l.brokerOfferedRate).toBe(650);
    expect(l.equipmentType).toBe('dry_van');
    expect(l.weight).toBe(30000);
  });

  it('turns day-first dates month first when one of them cannot be a month', () => {
    expect(spanishToPlain('Carga: viernes 27/11\nEntrega: martes 01/12, cita\nTarifa $900')).toBe(
      'Pickup: Friday 11/27\nDelivery: Tuesday 12/01, appt\nRate $900',
    );
  });

  it('keeps the English side of a bilingual label', () => {
    expect(
      spanishToPlain(
        'PESO / WEIGHT: 40,000 lb\nCOMMODITY / MERCANCÍA: wire / cable\nTarifa y millas',
      ),
    ).toContain('COMMODITY / MERCANCÍA: wire / cable');
  });

  it('reads a Spanish company name, its company word first', () => {
    expect(
      parse('Carga hoy Laredo, TX a Austin, TX, caja seca, $700\nFletes Sierra Madre').callDetails
        .brokerCompany,
    ).toBe('Fletes Sierra Madre');
  });

  it('leaves English text with a Spanish word alone', () => {
    const text = 'Load in El Paso, TX today, deliver Las Cruces, NM, rate $500 de nada';
    expect(spanishToPlain(text)).toBe(text);
  });
});
