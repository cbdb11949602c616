import { describe, expect, it } from 'vitest';
import { emptyAnswer, makeAnswer } from '../testing/fake-ratecon-api';
import { rateconAvailability } from './availability';
import { draftFromAnswer, isEmptyExtraction } from './drafts';
import {
  MANUAL_ENTRY,
  MAX_PDF_IN_STATE_CHARS,
  readConfirmState,
  toNavigationState,
} from './navigation-state';

const flag = (enabled: boolean, variables: Record<string, string> = {}) => ({
  enabled,
  feature_configuration: { variables_data: variables },
});

describe('rateconAvailability', () => {
  it('is available when on and not NA; the Ditat form only for TMS_TYPE ditat', () => {
    expect(rateconAvailability(flag(true, { TMS_TYPE: 'ditat' }))).toEqual({
      available: true,
      tms: 'ditat',
    });
    expect(rateconAvailability(flag(true, { TMS_TYPE: 'Ditat ' }))).toMatchObject({ tms: 'ditat' });
    expect(rateconAvailability(flag(true, { TMS_TYPE: 'alvys' }))).toEqual({
      available: true,
      tms: 'generic',
    });
    expect(rateconAvailability(flag(true))).toEqual({ available: true, tms: 'generic' });
    expect(rateconAvailability(flag(true, { TMS_TYPE: 'na' })).available).toBe(false);
    expect(rateconAvailability(flag(true, { RATECON_EXTRACTION: 'NA' })).available).toBe(false);
    expect(rateconAvailability(flag(false, { TMS_TYPE: 'ditat' })).available).toBe(false);
    expect(rateconAvailability(undefined).available).toBe(false);
  });
});

describe('extraction answers', () => {
  it('counts an answer with no field read as empty, and one with any value as not', () => {
    expect(isEmptyExtraction(emptyAnswer())).toBe(true);
    const withStopsOnly = emptyAnswer();
    withStopsOnly.parsedData.stops = makeAnswer().parsedData.stops;
    expect(isEmptyExtraction(withStopsOnly)).toBe(false);
    expect(isEmptyExtraction(makeAnswer())).toBe(false);
  });

  it('gives each form its part of the answer', () => {
    const answer = makeAnswer('ORD-9');
    const generic = draftFromAnswer(answer, 'generic');
    expect(generic).toMatchObject({ tms: 'generic', record: { order_number: 'ORD-9' } });
    expect(generic.tms === 'generic' && 'confidence' in generic.record).toBe(false);
    expect(draftFromAnswer(answer, 'ditat')).toEqual({
      tms: 'ditat',
      loadInput: answer.load_input,
      goodsDetails: answer.goods_details,
    });
  });
});

describe('navigation state', () => {
  it('reads what the upload hands over, and anything else as the manual form', () => {
    const handed = { fileName: 'rate.pdf', pdf: 'JVBERi0=', parsed: makeAnswer() };
    expect(readConfirmState(toNavigationState(handed))).toEqual(handed);
    expect(readConfirmState(null)).toEqual(MANUAL_ENTRY);
    expect(readConfirmState('x')).toEqual(MANUAL_ENTRY);
    expect(readConfirmState({ fileName: 'a.pdf', parsed: { nope: true } })).toEqual(MANUAL_ENTRY);
  });

  it('keeps a large PDF in memory, by reference, instead of in the history', () => {
    const pdf = 'A'.repeat(MAX_PDF_IN_STATE_CHARS + 4);
    const state = toNavigationState({ fileName: 'big.pdf', pdf, parsed: makeAnswer() });
    expect(state.pdf).toBeNull();
    expect(typeof state.pdfRef).toBe('string');
    expect(readConfirmState(state).pdf).toBe(pdf);
    // A reference from an earlier visit (or another tab) finds nothing: the data without the PDF.
    expect(readConfirmState({ ...state, pdfRef: 'pdf-old' }).pdf).toBeNull();
  });
});
