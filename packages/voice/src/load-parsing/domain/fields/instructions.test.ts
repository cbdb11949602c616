import { describe, expect, it } from 'vitest';
import { extractInstructions } from './instructions';
import { docOf } from './test-helpers';

describe('extractInstructions', () => {
  it('takes labelled notes with their continuation lines', () => {
    expect(
      extractInstructions(docOf('Notes: Driver assist required.\nMust have load bars\n\nThanks,')),
    ).toBe('Driver assist required. Must have load bars');
    expect(extractInstructions(docOf('Comments\nTarps required, 6ft.\nContact\nDana Reyes'))).toBe(
      'Tarps required, 6ft.',
    );
  });

  it('joins several sections', () => {
    expect(extractInstructions(docOf('Notes: Call ahead\nRequirements: TWIC card'))).toBe(
      'Call ahead; TWIC card',
    );
  });

  it('falls back to clauses that state a requirement', () => {
    expect(
      extractInstructions(docOf("Approx. 46,000 lbs, 48' flat needed, tarps and straps required.")),
    ).toBe('tarps and straps required');
    expect(
      extractInstructions(
        docOf('VAN | $1,300 flat | Lumper $150 reimbursed w/ receipt | Ref 77-3021'),
      ),
    ).toBe('Lumper $150 reimbursed w/ receipt');
  });

  it('is null without notes or requirements', () => {
    expect(
      extractInstructions(
        docOf('Hi team,\nDallas, TX to Atlanta, GA\nRate: $1,800 + $75 tarp pay'),
      ),
    ).toBeNull();
  });
});
