import { describe, expect, it } from 'vitest';
import { PERSONA_TABLE, personaFor } from './personas';

describe('personaFor', () => {
  it('when a documented number is dialled, then its row decides the behaviour', () => {
    for (const row of PERSONA_TABLE) {
      const persona = personaFor(`+1 (555) 010-${row.suffix}`);
      expect(persona.behaviour).toBe(row.behaviour);
      expect(persona.personality).toBe(row.personality);
      expect(persona.source).toBe('table');
    }
    expect(personaFor('+15550100009').holdPatienceMs).toBe(45_000);
    expect(personaFor('+15550100004').hangUpAfterTurns).toBe(2);
  });

  it('when the same number is dialled twice, then the same broker answers', () => {
    const { phone: _a, ...first } = personaFor('+15553334444');
    const { phone: _b, ...second } = personaFor('+1-555-333-4444');
    expect(first).toEqual(second);
  });

  it('when other numbers are dialled, then they hash into a realistic mix', () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 2000; i++) {
      const persona = personaFor(`+1312${String(1_000_000 + i * 37).slice(-7)}`);
      counts[persona.behaviour] = (counts[persona.behaviour] ?? 0) + 1;
      expect(
        persona.source === 'hashed' || PERSONA_TABLE.some((r) => persona.phone.endsWith(r.suffix)),
      ).toBe(true);
      expect(persona.ceilingFactor).toBeGreaterThanOrEqual(1);
      expect(persona.ceilingFactor).toBeLessThanOrEqual(1.12);
      expect(persona.email).toMatch(/^[a-z]+@[a-z]+\.com$/);
    }
    // Mostly brokers who talk; some who don't pick up, are busy, or have covered the load.
    expect(counts.negotiator! + counts.cooperative!).toBeGreaterThan(1000);
    for (const behaviour of [
      'no-answer',
      'busy',
      'voicemail',
      'covered',
      'hangs-up',
      'declines-carrier',
    ]) {
      expect(counts[behaviour] ?? 0).toBeGreaterThan(20);
    }
    expect(counts.failed ?? 0).toBe(0);
  });
});
