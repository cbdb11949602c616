import type { ExtractedData } from '@fleet/contracts';
import { describe, expect, it } from 'vitest';
import { LoadKnowledge } from './knowledge';
import { emptyExtracted, mergeExtracted } from './parser';
import { AgentLines } from './phrasing';
import { knowledgeFromPosting } from './posting';
import { makePlan } from './testing/harness';

const NOW = new Date('2026-11-20T15:00:00Z');
/** '$1,650' with nothing saying it is the rate: the parser's guess (0.5). */
const GUESSED_RATE = 'Dry van Chicago, IL to Nashville, TN 38,000 lbs $1,650 Ref# LD77123';
const LABELLED_RATE = 'Dry van Chicago, IL to Nashville, TN 38,000 lbs\nRate: $1,650\nRef# LD77123';

const knowledgeOf = (data: ExtractedData) => new LoadKnowledge(data, () => NOW, 'dry_van');

describe('knowledgeFromPosting', () => {
  it('when the posting guesses the rate, then the rate is listed low and the labelled facts are not', () => {
    const data = knowledgeFromPosting(null, GUESSED_RATE, { now: NOW });
    expect(data.metadata.fieldConfidence?.brokerOfferedRate).toBe(0.5);
    expect(data.metadata.lowConfidenceFields).toEqual(['brokerOfferedRate']);
    expect(
      knowledgeFromPosting(null, LABELLED_RATE, { now: NOW }).metadata.lowConfidenceFields,
    ).toEqual([]);
  });

  it("when the structured details carry the text's own value, then it stays low; a different one is the dispatcher's", () => {
    const echoed = knowledgeFromPosting({ brokerOfferedRate: 1650 }, GUESSED_RATE, { now: NOW });
    expect(echoed.metadata.lowConfidenceFields).toContain('brokerOfferedRate');
    const corrected = knowledgeFromPosting({ brokerOfferedRate: 1800 }, GUESSED_RATE, { now: NOW });
    expect(corrected.loadDetails.brokerOfferedRate).toBe(1800);
    expect(corrected.metadata.fieldConfidence?.brokerOfferedRate).toBe(1);
    expect(corrected.metadata.lowConfidenceFields).toEqual([]);
  });

  it('when there is no text, then the metadata has no per-field confidence', () => {
    const data = knowledgeFromPosting({ weight: 40_000 }, '', { now: NOW });
    expect(data.metadata.fieldConfidence).toBeUndefined();
    expect(data.metadata.lowConfidenceFields).toBeUndefined();
  });
});

describe('LoadKnowledge with low-confidence fields', () => {
  it('when the rate is low, then it is to confirm (not a missing fact) and the snapshot lists it', () => {
    const k = knowledgeOf(knowledgeFromPosting(null, GUESSED_RATE, { now: NOW }));
    expect(k.isMissing('rate')).toBe(false);
    expect(k.needsConfirmation('rate')).toBe(true);
    expect(k.snapshot().metadata.lowConfidenceFields).toEqual(['brokerOfferedRate']);
  });

  it('when the rate is labelled, then nothing is to confirm', () => {
    const k = knowledgeOf(knowledgeFromPosting(null, LABELLED_RATE, { now: NOW }));
    expect(k.needsConfirmation('rate')).toBe(false);
    expect(k.unconfirmed()).toEqual([]);
  });

  it('when the broker says yes, then the value is kept and confirmed at 1', () => {
    const k = knowledgeOf(knowledgeFromPosting(null, GUESSED_RATE, { now: NOW }));
    k.noteAsked('rate');
    expect(k.absorb("Yep, that's right.", 'rate')).toContain('brokerOfferedRate');
    expect(k.details.brokerOfferedRate).toBe(1650);
    const { metadata } = k.snapshot();
    expect(metadata.fieldConfidence?.brokerOfferedRate).toBe(1);
    expect(metadata.lowConfidenceFields).toEqual([]);
    expect(k.needsConfirmation('rate')).toBe(false);
  });

  it('when the rate is confirmed, then the rate per mile computed from it is no longer low either', () => {
    const posting = 'Chicago, IL to Denver, CO 03/10 dry van 38,500 lbs 1,003 mi $2,450';
    const k = knowledgeOf(knowledgeFromPosting(null, posting, { now: NOW }));
    expect(k.unconfirmed().sort()).toEqual(['brokerOfferedRate', 'ratePerMile']);
    k.noteAsked('rate');
    k.absorb('Yes, $2,450 all in.', 'rate');
    const { metadata } = k.snapshot();
    expect(metadata.lowConfidenceFields).toEqual([]);
    expect(metadata.fieldConfidence?.ratePerMile).toBe(0.7);
  });

  it('when the broker names another rate, then it replaces ours and is confirmed', () => {
    const k = knowledgeOf(knowledgeFromPosting(null, GUESSED_RATE, { now: NOW }));
    k.noteAsked('rate');
    k.absorb("No, that's the linehaul. We're paying $1,800 all in.", 'rate');
    expect(k.details.brokerOfferedRate).toBe(1800);
    expect(k.snapshot().metadata.fieldConfidence?.brokerOfferedRate).toBe(1);
    expect(k.unconfirmed()).toEqual([]);
  });

  it('when the broker only says no, then our value is dropped and the rate is asked afresh', () => {
    const k = knowledgeOf(knowledgeFromPosting(null, GUESSED_RATE, { now: NOW }));
    k.noteAsked('rate');
    k.absorb('No, not quite.', 'rate');
    expect(k.details.brokerOfferedRate).toBeNull();
    expect(k.isMissing('rate')).toBe(true);
    expect(k.needsConfirmation('rate')).toBe(false);
    expect(k.snapshot().metadata.fieldConfidence?.brokerOfferedRate).toBeUndefined();
  });

  it('when the answer says neither, then the rate is asked to confirm once more, then trusted as it is', () => {
    const k = knowledgeOf(knowledgeFromPosting(null, GUESSED_RATE, { now: NOW }));
    k.noteAsked('rate');
    k.absorb('Hang on, let me pull it up.', 'rate');
    expect(k.needsConfirmation('rate')).toBe(true);
    expect(k.attemptsAt('rate')).toBe(1);
    k.noteAsked('rate');
    k.absorb('Um.', 'rate');
    expect(k.needsConfirmation('rate')).toBe(false);
    expect(k.details.brokerOfferedRate).toBe(1650);
    expect(k.snapshot().metadata.lowConfidenceFields).toEqual(['brokerOfferedRate']);
  });

  it('when the pickup place is low, then the pickup is confirmed and a place the broker says replaces it', () => {
    const posting = knowledgeFromPosting(null, 'Dallas, TX to Atlanta, GA 40,000 lbs', {
      now: NOW,
    });
    const data: ExtractedData = {
      ...posting,
      metadata: {
        ...posting.metadata,
        fieldConfidence: { 'stops[0].cityState': 0.5, 'stops[1].cityState': 0.9 },
        lowConfidenceFields: ['stops[0].cityState'],
      },
    };
    const k = knowledgeOf(data);
    expect(k.nextQuestion()).toBe('pickup');
    expect(k.needsConfirmation('pickup')).toBe(true);
    expect(k.needsConfirmation('delivery')).toBe(false);
    const line = new AgentLines(makePlan()).confirm(k.confirmFacts('pickup')!, true);
    expect(line).toMatch(/^I have the pickup in Dallas, Texas, is that (right|correct)\?/);
    expect(line).toContain("what's the pickup date and time?");

    k.noteAsked('pickup');
    k.absorb('No, it picks up in Fort Worth, Texas on Tuesday, November 24th at 8 AM.', 'pickup');
    expect(k.pickup()?.cityState).toBe('Fort Worth, TX');
    expect(k.pickup()?.appointmentDate).toBe('2026-11-24');
    expect(k.snapshot().metadata.fieldConfidence?.['stops[0].cityState']).toBe(1);
    expect(k.needsConfirmation('pickup')).toBe(false);
  });

  it('when the posting had no per-field confidence, then nothing is confirmed and the snapshot is unchanged', () => {
    const data = mergeExtracted(emptyExtracted('call'), emptyExtracted('call'));
    const k = knowledgeOf(data);
    expect(k.unconfirmed()).toEqual([]);
    expect(k.snapshot().metadata.fieldConfidence).toBeUndefined();
  });
});
