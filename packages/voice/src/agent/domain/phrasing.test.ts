import { describe, expect, it } from 'vitest';
import { AgentLines, spokenAvailability } from './phrasing';
import { knowledgeFromPosting } from './posting';
import { makePlan } from './testing/harness';

describe('spokenAvailability', () => {
  it('says the date and the time as a person would', () => {
    expect(spokenAvailability('2026-11-24T08:30')).toBe(' on November 24 at 8:30 AM');
    expect(spokenAvailability('2026-11-24T14:00')).toBe(' on November 24 at 2 PM');
    expect(spokenAvailability('2026-12-01T12:05')).toBe(' on December 1 at 12:05 PM');
  });

  it('says midnight as the day alone, and keeps other text as written', () => {
    expect(spokenAvailability('2026-11-24T00:00')).toBe(' on November 24');
    expect(spokenAvailability('2026-11-24')).toBe(' on November 24');
    expect(spokenAvailability('tomorrow morning')).toBe(' tomorrow morning');
    expect(spokenAvailability('  ')).toBe('');
  });
});

describe('truckPitch', () => {
  it('says plainly when our truck is not the trailer the load needs', () => {
    const lines = new AgentLines(
      makePlan({ equipmentType: 'dry_van', truckLocation: 'Dallas, TX' }),
    );
    const pitch = lines.truckPitch('reefer');
    expect(pitch).toMatch(/dry van/);
    expect(pitch).toMatch(/not a reefer/);
  });

  it('says nothing of it when the trailer matches or the load has not said', () => {
    const plan = makePlan({ equipmentType: 'reefer', truckLocation: 'Dallas, TX' });
    expect(new AgentLines(plan).truckPitch('reefer')).not.toMatch(/not a/);
    expect(new AgentLines(plan).truckPitch(null)).not.toMatch(/not a/);
  });
});

describe('confirm', () => {
  const details = knowledgeFromPosting(
    null,
    'Dry van Chicago, IL to Nashville, TN 38,000 lbs $1,650 Ref# LD77123',
  ).loadDetails;

  it('says what we have and asks whether it is right, in the same plain style', () => {
    const lines = new AgentLines(makePlan());
    expect(lines.confirm({ question: 'weight', details })).toMatch(
      /^I have the weight at 38,000 pounds, is that (right|correct)\?$/,
    );
    expect(lines.confirm({ question: 'reference', details })).toMatch(
      /^I have the reference number as LD77123, is that (right|correct)\?$/,
    );
  });

  it('says the rate without a dollar sign, so the broker does not take it for our ask', () => {
    const line = new AgentLines(makePlan()).confirm({ question: 'rate', details });
    expect(line).toMatch(
      /^Just to confirm, you're paying 1,650 on this one, is that (right|correct)\?$/,
    );
    expect(line).not.toMatch(/\$|dollars/);
  });
});
