import { describe, expect, it } from 'vitest';
import { ceil2, fixOcrDigits, numberWordsValue, spelledNumbersToDigits } from './numbers';

describe('spelled numbers', () => {
  it.each([
    ['twenty-four fifty', 2450],
    ['twenty four fifty', 2450],
    ['seven eighty', 780],
    ['two thousand four hundred', 2400],
    ['twenty-two hundred', 2200],
    ['forty two thousand', 42000],
    ['eleven hundred', 1100],
    ['thirty four', 34],
    ['ten', 10],
    ['two thousand and fifty', 2050],
  ])('%s = %d', (words, value) => {
    expect(numberWordsValue(words)).toBe(value);
  });

  it('replaces them in running text, ordinals after a month too', () => {
    expect(
      spelledNumbersToDigits('The rate is twenty-four fifty and about seven eighty miles'),
    ).toBe('The rate is 2450 and about 780 miles');
    expect(spelledNumbersToDigits('picks up December third, delivers on the fifth')).toBe(
      'picks up December 3rd, delivers on the 5th',
    );
    expect(spelledNumbersToDigits('market is two thousand to twenty-two hundred')).toBe(
      'market is 2000 to 2200',
    );
  });

  it('reads digits said one by one (phone numbers)', () => {
    expect(spelledNumbersToDigits('call two one four five five five')).toBe('call 214555');
  });
});

describe('OCR digit noise', () => {
  it.each([
    ['Rate: $9OO', 'Rate: $900'],
    ['Miles: l24', 'Miles: 124'],
    ['Wt: 4l,000 lbs', 'Wt: 41,000 lbs'],
    ['Pick: 12/O1 O8:00-16:00', 'Pick: 12/01 08:00-16:00'],
    ['Ref: LB-20O77', 'Ref: LB-20077'],
    ['44,000 Ibs', '44,000 lbs'],
    ['42k Ibs', '42k lbs'],
    ['S2,450', '$2,450'],
    // A number's shape whatever its letters: clock times, four-digit hours, dates, cents.
    ['Time: O9:3O', 'Time: 09:30'],
    ['Appt: l4OO', 'Appt: 1400'],
    ['Hours O8OO-l6OO', 'Hours 0800-1600'],
    ['l2/O3/2O26', '12/03/2026'],
    ['$ 7SO.OO', '$ 750.00'],
    // A zero read for the letter O inside a word; 'rn' read for 'm' in a label word.
    ['C0NFIRMATION D0CK Destinati0n', 'CONFIRMATION DOCK Destination'],
    ['ACME TRUCKING C0.', 'ACME TRUCKING CO.'],
    ['Cornrnodity: corn  Equiprnent: van', 'Commodity: corn  Equipment: van'],
    // A thousands comma read as a point; an I read as a bar before a verb.
    ['Trip 1.691 mi  42.000 lbs  $2.45/mi', 'Trip 1,691 mi  42,000 lbs  $2.45/mi'],
    ['best | can do is 2.75 | Ref 5', 'best I can do is 2.75 | Ref 5'],
  ])('%s → %s', (raw, fixed) => {
    expect(fixOcrDigits(raw)).toBe(fixed);
  });

  it('leaves words alone', () => {
    expect(fixOcrDigits('Ohio Illinois Io lol DH-O 45 PO# 12 10lbs')).toBe(
      'Ohio Illinois Io lol DH-O 45 PO# 12 10lbs',
    );
    expect(fixOcrDigits('Fresno Burnside Lolo Oslo Sol')).toBe('Fresno Burnside Lolo Oslo Sol');
  });
});

describe('ceil2', () => {
  it('rounds up to cents without floating-point dust', () => {
    expect(ceil2(2450 / 781)).toBe(3.14);
    expect(ceil2(2.5)).toBe(2.5);
    expect(ceil2(1400 / 412)).toBe(3.4);
    expect(ceil2(575 / 288)).toBe(2);
  });
});
