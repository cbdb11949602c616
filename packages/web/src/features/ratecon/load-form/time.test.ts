import { describe, expect, it } from 'vitest';
import { clampTyped, padTimePart, stepTimePart } from './time';

describe('time parts', () => {
  it('keeps digits only and clamps hours to 0-23, minutes to 0-59', () => {
    expect(clampTyped('7', 'hours')).toBe('7');
    expect(clampTyped('24', 'hours')).toBe('23');
    expect(clampTyped('99', 'minutes')).toBe('59');
    expect(clampTyped('4a5', 'minutes')).toBe('45');
    expect(clampTyped('ab', 'hours')).toBe('');
  });

  it('zero-pads on leaving, and leaves an empty part empty', () => {
    expect(padTimePart('7', 'hours')).toBe('07');
    expect(padTimePart('0', 'minutes')).toBe('00');
    expect(padTimePart('', 'hours')).toBeNull();
    expect(padTimePart(null, 'minutes')).toBeNull();
  });

  it('steps and wraps round', () => {
    expect(stepTimePart('23', 'hours', 1)).toBe('00');
    expect(stepTimePart('00', 'hours', -1)).toBe('23');
    expect(stepTimePart('59', 'minutes', 1)).toBe('00');
    expect(stepTimePart('00', 'minutes', -1)).toBe('59');
    expect(stepTimePart('9', 'hours', 1)).toBe('10');
    expect(stepTimePart(null, 'hours', 1)).toBe('00');
    expect(stepTimePart(null, 'minutes', -1)).toBe('59');
  });
});
