import { describe, expect, it } from 'vitest';
import { extractionMetadataSchema, parsedLoadResponseSchema } from './voice';

describe('extraction metadata', () => {
  it('when metadata has no per-field confidence (older answers, stored records), then it is still valid', () => {
    const metadata = { source: 'text', confidence: 0.86, missingFields: ['weight'] };
    expect(extractionMetadataSchema.parse(metadata)).toEqual(metadata);
  });

  it('when metadata carries a confidence per field and the low-confidence fields, then both are kept', () => {
    const metadata = {
      source: 'image',
      confidence: 1,
      missingFields: [],
      ocrConfidence: 91.5,
      fieldConfidence: { 'stops[0].cityState': 0.9, brokerOfferedRate: 0.5 },
      lowConfidenceFields: ['brokerOfferedRate'],
    };
    expect(extractionMetadataSchema.parse(metadata)).toEqual(metadata);
  });

  it('when a field confidence is outside 0–1, then the metadata is rejected', () => {
    const base = { source: 'text', confidence: 1, missingFields: [] };
    expect(
      extractionMetadataSchema.safeParse({ ...base, fieldConfidence: { weight: 1.2 } }).success,
    ).toBe(false);
    expect(
      extractionMetadataSchema.safeParse({ ...base, fieldConfidence: { weight: -0.1 } }).success,
    ).toBe(false);
  });

  it('when a parse-load-details answer has the new fields, then the response schema accepts it', () => {
    const answer = parsedLoadResponseSchema.parse({
      status: 'success',
      data: {
        loadDetails: {
          stops: [],
          numberOfStops: 0,
          originDeadhead: null,
          totalDistance: null,
          totalDistanceWithDeadhead: null,
          brokerOfferedRate: 1650,
          ratePerMile: null,
          ratePerMileWithDeadhead: null,
          marketRateRange: null,
          weight: null,
          equipmentType: null,
          commodity: null,
          temperature: null,
          specialInstructions: null,
          referenceNumber: null,
        },
        callDetails: { brokerPhone: null, brokerExtension: null },
        metadata: {
          source: 'text',
          confidence: 0.2,
          missingFields: [],
          fieldConfidence: { brokerOfferedRate: 0.5 },
          lowConfidenceFields: ['brokerOfferedRate'],
        },
      },
    });
    expect(answer.data.metadata.lowConfidenceFields).toEqual(['brokerOfferedRate']);
  });
});
