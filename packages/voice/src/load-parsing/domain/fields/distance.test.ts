import { describe, expect, it } from 'vitest';
import { extractDistance } from './distance';
import { docOf } from './test-helpers';

const distance = (text: string) => extractDistance(docOf(text));

describe('extractDistance', () => {
  it.each([
    ['Trip 316 mi', 316, null],
    ['Miles: 1,252', 1252, null],
    ["it's about 780 miles", 780, null],
    ['v 781mi 42k lbs', 781, null],
    ['1,176 miles, deadhead 22 mi', 1176, 22],
    ['DH-O 45 | Trip 781', 781, 45],
    ['253 mi, 43 mi deadhead', 253, 43],
    ['Origin: Laredo, TX (DH 30)  Destination: Houston, TX (DH 5)', null, 30],
    [
      'Origin: OKC, OK  (DH-O: 60 mi)\nDestination: Wichita, KS  (DH-D: 0 mi)\nDistance: 161 mi',
      161,
      60,
    ],
    ['truck would deadhead 40 miles to the shipper', null, 40],
    ['leg 1 120 mi, leg 2 200 mi, 340 miles total', 340, null],
  ])('%s', (text, total, deadhead) => {
    expect(distance(text)).toEqual({ totalDistance: total, originDeadhead: deadhead });
  });

  it('does not take a rate per mile for miles', () => {
    expect(distance('$2.75/mile, $2.35 a mile').totalDistance).toBeNull();
  });
});
