import { describe, expect, it } from 'vitest';
import {
  bilingualSides,
  englishLabel,
  numberMarks,
  plainLabelWords,
  withoutQualifier,
} from './label-words';

describe('label words written other ways', () => {
  it('number marks as words become "#"', () => {
    expect(numberMarks('Delivery Appt No. 5521')).toBe('Delivery Appt # 5521');
    expect(numberMarks('Trailer Nbr: T-44')).toBe('Trailer #: T-44');
    expect(numberMarks('Order Num 77')).toBe('Order # 77');
    // "No" alone is a word, not a mark.
    expect(numberMarks('No touch freight')).toBe('No touch freight');
  });

  it('Spanish and French label words in English, the value untouched', () => {
    expect(englishLabel('Peso: 18,000 lbs')).toBe('Weight: 18,000 lbs');
    expect(englishLabel('No. de cita: 4471')).toBe('Appt #: 4471');
    expect(englishLabel('Remorque')).toBe('Trailer');
    expect(englishLabel('Fecha y hora')).toBe('Date & time');
    expect(englishLabel('Código postal')).toBe('Zip');
    expect(englishLabel('No. de recolección / Pickup #')).toBe('Pickup #');
    // A value with digits and no label before a colon is left alone ("Caja seca 53'").
    expect(englishLabel("Caja seca 53'")).toBeNull();
    expect(englishLabel('Weight: 18,000')).toBeNull();
  });

  it('each side of a two-language label', () => {
    expect(bilingualSides('Poids / Weight')).toEqual(['Weight', 'Poids']);
    expect(bilingualSides('Ventana / Window: 11/30 10:00')).toEqual([
      'Window: 11/30 10:00',
      'Ventana',
    ]);
    expect(bilingualSides('1301177 / 3912245')).toEqual([]);
  });

  it('a qualified label without its qualifier, never a party word dropped', () => {
    expect(withoutQualifier('LOAD TENDER #')).toEqual(['TENDER #']);
    expect(withoutQualifier('Handling notes: keep cold')).toEqual(['notes: keep cold']);
    expect(withoutQualifier('Carrier Phone: 555')).toEqual([]);
    // No mark: a name, not a label ("Allied Home Goods").
    expect(withoutQualifier('Allied Home Goods')).toEqual([]);
  });

  it('label words in their plain form: hyphens, plurals', () => {
    expect(plainLabelWords('Pick-up #: 5521')).toBe('Pick up #: 5521');
    expect(plainLabelWords('References: R-1')).toBe('Reference: R-1');
    expect(plainLabelWords('Trailer Numbers')).toBe('Trailer Number');
    // Values keep their hyphens; words ending in "ss" keep them.
    expect(plainLabelWords('Ref: SO-BE-1')).toBeNull();
    expect(plainLabelWords('Address')).toBeNull();
  });
});
