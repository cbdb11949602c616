import type { ExtractedData } from '@fleet/contracts';
import { extractedDataSchema } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { emptyExtracted, mergeExtracted, parseLoadText } from './index';

const NOW = new Date('2026-11-20T15:00:00Z');
const parse = (text: string) => parseLoadText(text, { now: NOW });

describe('emptyExtracted', () => {
  it('is a valid record with every main field missing', () => {
    const empty = emptyExtracted('call');
    expect(extractedDataSchema.parse(empty)).toEqual(empty);
    expect(empty.metadata).toEqual({
      source: 'call',
      confidence: 0,
      missingFields: [
        'stops',
        'totalDistance',
        'brokerOfferedRate',
        'weight',
        'commodity',
        'equipmentType',
      ],
    });
  });
});

describe('derived fields and metadata', () => {
  it('computes rate per mile (rounded up) and distance with deadhead', () => {
    const { loadDetails } = parse('Dallas, TX to Atlanta, GA, 781 mi, DH-O 45, $2,450');
    expect(loadDetails).toMatchObject({
      totalDistance: 781,
      originDeadhead: 45,
      totalDistanceWithDeadhead: 826,
      brokerOfferedRate: 2450,
      ratePerMile: 3.14,
      ratePerMileWithDeadhead: 2.97,
      numberOfStops: 2,
    });
  });

  it('keeps a stated rate per mile and derives the rate from it', () => {
    expect(parse('Rate: $1,150 ($5.50/mi), 212 miles').loadDetails).toMatchObject({
      brokerOfferedRate: 1150,
      ratePerMile: 5.5,
    });
    expect(parse('Miles: 432, offering $2.75/mile').loadDetails).toMatchObject({
      brokerOfferedRate: 1188,
      ratePerMile: 2.75,
    });
  });

  it('turns a per-mile market range into totals with the distance (else null)', () => {
    expect(parse('1,252 miles, market $2.85-$3.20/mi').loadDetails.marketRateRange).toEqual({
      min: 3568,
      max: 4006,
    });
    expect(parse('market $2.85-$3.20/mi').loadDetails.marketRateRange).toBeNull();
  });

  it('infers a reefer from a temperature', () => {
    expect(parse('frozen chicken at -10F').loadDetails.equipmentType).toBe('reefer');
  });

  it('reports confidence and missing fields', () => {
    const data = parse('Dallas, TX to Atlanta, GA, reefer 34F, $2,450, 781 miles');
    expect(data.metadata).toEqual({
      source: 'text',
      confidence: 0.71,
      missingFields: ['weight', 'commodity'],
    });
    expect(extractedDataSchema.parse(data)).toEqual(data);
  });
});

describe('mergeExtracted', () => {
  it('lets later non-null values win and recomputes what depends on them', () => {
    let data: ExtractedData = emptyExtracted('call');
    data = mergeExtracted(
      data,
      parse(
        'It picks up in Dallas, Texas on December 3rd at 8 AM and delivers to Atlanta, Georgia',
      ),
    );
    data = mergeExtracted(data, parse("it's 780 miles"));
    data = mergeExtracted(data, parse('rate is twenty-four fifty'));
    expect(data.loadDetails).toMatchObject({
      totalDistance: 780,
      brokerOfferedRate: 2450,
      ratePerMile: 3.15,
      numberOfStops: 2,
    });
    data = mergeExtracted(data, parse('ok we can do 2600'));
    expect(data.loadDetails).toMatchObject({ brokerOfferedRate: 2600, ratePerMile: 3.34 });
    data = mergeExtracted(data, parse('about 42 thousand pounds of frozen chicken'));
    expect(data.loadDetails).toMatchObject({
      weight: 42000,
      commodity: 'frozen chicken',
      totalDistance: 780,
    });
    expect(data.metadata.source).toBe('call');
    expect(data.metadata.missingFields).toEqual(['equipmentType']);
  });

  it('merges stops by place, fills a stop whose place was not known, appends new ones', () => {
    let data = parse('Dallas, TX to Atlanta, GA');
    data = mergeExtracted(data, parse('it delivers to Atlanta, Georgia on 12/04 between 8 and 2'));
    expect(data.loadDetails.stops[1]).toMatchObject({
      cityState: 'Atlanta, GA',
      stopType: 'DELIVERY',
      appointmentType: 'FCFS',
      appointmentDate: '2026-12-04',
      appointmentWindowStart: '08:00',
      appointmentWindowEnd: '14:00',
    });
    data = mergeExtracted(data, parse('it picks up tomorrow at 9 AM'));
    expect(data.loadDetails.stops[0]).toMatchObject({
      cityState: 'Dallas, TX',
      appointmentDate: '2026-11-21',
      appointmentTime: '09:00',
    });
    data = mergeExtracted(data, parse('there is also a drop in Macon, Georgia'));
    expect(data.loadDetails.stops.map((s) => s.cityState)).toEqual([
      'Dallas, TX',
      'Atlanta, GA',
      'Macon, GA',
    ]);
    expect(data.loadDetails.numberOfStops).toBe(3);

    let call = emptyExtracted('call');
    call = mergeExtracted(call, parse('it picks up tomorrow at 9 AM'));
    call = mergeExtracted(call, parse('pickup is in Memphis, Tennessee'));
    expect(call.loadDetails.stops).toHaveLength(1);
    expect(call.loadDetails.stops[0]).toMatchObject({
      cityState: 'Memphis, TN',
      appointmentTime: '09:00',
    });
  });

  it('keeps call details and the OCR confidence', () => {
    const base = {
      ...parse('call 214-555-0143'),
      metadata: { ...parse('').metadata, ocrConfidence: 91 },
    };
    const merged = mergeExtracted(base, parse('ext 12, ask for Dana'));
    expect(merged.callDetails).toMatchObject({
      brokerPhone: '+1-214-555-0143',
      brokerName: 'Dana',
    });
    expect(merged.metadata.ocrConfidence).toBe(91);
  });
});
