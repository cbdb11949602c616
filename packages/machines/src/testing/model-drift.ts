import { expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import { getStateNodes } from 'xstate/graph';

/**
 * createTestModel() refuses machines with invoke/after, so each machine's model test walks an
 * abstract model instead. This keeps the two from drifting apart: the same state ids, and every
 * public event (by prefix) the machine handles in a state is modelled in that state.
 */
export function expectModelMirrorsMachine(
  model: AnyStateMachine,
  machine: AnyStateMachine,
  eventPrefix: string,
): void {
  const ids = (m: AnyStateMachine) =>
    getStateNodes(m.root)
      .map((node) => node.id)
      .sort();
  expect(ids(model)).toEqual(ids(machine));
  for (const node of getStateNodes(machine.root)) {
    const modelled = model.getStateNodeById(node.id).ownEvents;
    const handled = node.ownEvents.filter((type) => type.startsWith(eventPrefix));
    expect(modelled, node.id).toEqual(expect.arrayContaining(handled));
  }
}

/** The drift check as its own `it`, for a model test that needs nothing more in it. */
export function itMirrorsMachine(
  model: AnyStateMachine,
  machine: AnyStateMachine,
  eventPrefix: string,
): void {
  it('mirrors the machine: same states, and every event the machine handles is modelled', () => {
    expectModelMirrorsMachine(model, machine, eventPrefix);
  });
}
