import { describe, expect, it } from 'vitest';
import { createTaskHref, parseModule } from './module';

describe('parseModule', () => {
  it.each([
    ['eta', 'eta'],
    ['ETA', 'eta'],
    ['tempViolation', 'tempViolation'],
    ['temperature violation', 'tempViolation'],
    ['detention', 'detention'],
    ['Detention', 'detention'],
    [null, 'eta'],
    ['', 'eta'],
    ['nonsense', 'eta'],
  ])('%s → %s', (raw, module) => {
    expect(parseModule(raw)).toBe(module);
  });
});

describe('createTaskHref', () => {
  it('links to /task/create with the module and the trip number', () => {
    expect(createTaskHref('tempViolation', 'T 1')).toBe(
      '/task/create?createdFromType=tempViolation&createdFromId=T+1',
    );
  });
});
