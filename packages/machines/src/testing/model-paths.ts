import { describe, expect, it } from 'vitest';
import type {
  AnyStateMachine,
  EventFromLogic,
  EventObject,
  Snapshot,
  SnapshotFrom,
  StateValue,
} from 'xstate';
import {
  createTestModel,
  getAdjacencyMap,
  type PathGenerator,
  type SerializedSnapshot,
  type StatePath,
  type TestPath,
} from 'xstate/graph';

/**
 * The scaffolding the model-based tests share: the paths through a model, the check that they
 * cover it, and one `it` per path that runs it on a fresh harness. What each test asserts (the
 * states and events it must cover, the checks made at every state) stays in the test itself.
 */

/** The traversal limit every model test uses, unless it asks for another. */
export const MODEL_TRAVERSAL_LIMIT = 10_000;

/**
 * What one vertex of the traversal graph is; the snapshot (value and context) is always part of it.
 * - `transition`: each transition is its own vertex (the event, and the value and context it came
 *   from), so the shortest paths take every transition of the model.
 * - `transition-from-value`: as `transition`, but the source is told apart by its value only.
 * - `state`: a vertex is a snapshot, whichever transition reached it.
 * - `state-and-event-type`: createTestModel's default (the snapshot and the type of the event).
 */
export type ModelVertex = 'transition' | 'transition-from-value' | 'state' | 'state-and-event-type';

type SerializeTransition = (
  state: unknown,
  event: EventObject | undefined,
  previous?: { value: unknown; context: unknown },
) => string;

const SERIALIZE_TRANSITION: Record<ModelVertex, SerializeTransition | undefined> = {
  transition: (_state, event, previous) =>
    event
      ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}${JSON.stringify(previous?.context)}`
      : '',
  'transition-from-value': (_state, event, previous) =>
    event ? ` via ${JSON.stringify(event)} from ${JSON.stringify(previous?.value)}` : '',
  state: () => '',
  'state-and-event-type': undefined,
};

export interface ModelPathsOptions<TSnapshot> {
  /** `shortest`: one path to each vertex; `simple`: every loop-free path (to `toState`). */
  kind: 'shortest' | 'simple';
  vertex: ModelVertex;
  /** Defaults to MODEL_TRAVERSAL_LIMIT. */
  limit?: number;
  /** Keep only the paths that end in a state matching this. */
  toState?: (state: TSnapshot) => boolean;
  /**
   * `simple` only: the loop-free paths of at most this many steps. Walked depth-first from the
   * start once, instead of xstate's enumeration of every simple path to every vertex (seconds on
   * a model with thousands of them) followed by a filter on the length.
   */
  maxSteps?: number;
}

export type ModelPath<TMachine extends AnyStateMachine> = TestPath<
  SnapshotFrom<TMachine>,
  EventFromLogic<TMachine>
>;

/** createTestModel(model, { events, serializeTransition }) and its shortest or simple paths. */
export function modelPaths<TMachine extends AnyStateMachine>(
  model: TMachine,
  events:
    | readonly EventFromLogic<TMachine>[]
    | ((state: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[]),
  options: ModelPathsOptions<SnapshotFrom<TMachine>>,
): ModelPath<TMachine>[] {
  const serializeTransition = SERIALIZE_TRANSITION[options.vertex];
  const testModel = createTestModel(model, {
    events,
    // Left out (not undefined) for the default, so createTestModel keeps its own.
    ...(serializeTransition && { serializeTransition }),
  });
  const traversal = {
    limit: options.limit ?? MODEL_TRAVERSAL_LIMIT,
    ...(options.toState && { toState: options.toState }),
  };
  if (options.kind === 'shortest') return testModel.getShortestPaths(traversal);
  if (options.maxSteps === undefined) return testModel.getSimplePaths(traversal);
  return testModel.getPaths(boundedSimplePaths(options.maxSteps), traversal);
}

/**
 * The same paths as xstate's simple paths (loop-free; none continues past a `toState` match; the
 * first step is `xstate.init` and each step is the state reached with the event that reached it),
 * limited to `maxSteps` steps. The adjacency map is built breadth-first from the start, so its
 * first key is the start vertex.
 */
function boundedSimplePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  maxSteps: number,
): PathGenerator<TSnapshot, TEvent, unknown> {
  return (logic, options) => {
    const adjacency = getAdjacencyMap(logic, options);
    const serialize =
      options.serializeState ?? ((state: TSnapshot) => JSON.stringify(state) as SerializedSnapshot);
    const start = Object.keys(adjacency)[0] as SerializedSnapshot | undefined;
    if (start === undefined) return [];
    const init = { type: 'xstate.init' } as TEvent;
    const steps = [{ state: adjacency[start]!.state, event: init }];
    const onPath = new Set<SerializedSnapshot>([start]);
    const paths: StatePath<TSnapshot, TEvent>[] = [];
    const walk = (serial: SerializedSnapshot) => {
      const { state, transitions } = adjacency[serial]!;
      if (steps.length > 1 && (!options.toState || options.toState(state))) {
        paths.push({ state, steps: [...steps], weight: steps.length - 1 });
        if (options.toState) return;
      }
      if (steps.length === maxSteps) return;
      for (const { event, state: next } of Object.values(transitions)) {
        const nextSerial = serialize(next, event, state) as SerializedSnapshot;
        if (onPath.has(nextSerial) || !adjacency[nextSerial]) continue;
        onPath.add(nextSerial);
        steps.push({ state: adjacency[nextSerial]!.state, event });
        walk(nextSerial);
        steps.pop();
        onPath.delete(nextSerial);
      }
    };
    walk(start);
    return paths;
  };
}

export interface PathsCoverage {
  /** Exactly these state values are reached (no more, no fewer). */
  states: readonly StateValue[];
  /** Each of these events (compared as JSON, payload included) is taken at least once. */
  events?: readonly EventObject[];
  /** An event of each of these types is taken at least once. */
  eventTypes?: readonly string[];
}

/** Asserts that the paths reach every state, and take every event, the model is meant to have. */
type PathSteps = readonly { state: { value: StateValue }; event: EventObject }[];

export function expectPathsCover(
  paths: readonly { steps: PathSteps }[],
  coverage: PathsCoverage,
): void {
  const steps = paths.flatMap((path) => path.steps);
  const reached = new Set(steps.map((step) => JSON.stringify(step.state.value)));
  expect([...reached].sort()).toEqual(coverage.states.map((value) => JSON.stringify(value)).sort());
  const taken = new Set(steps.map((step) => JSON.stringify(step.event)));
  for (const event of coverage.events ?? []) expect(taken).toContain(JSON.stringify(event));
  const takenTypes = new Set(steps.map((step) => step.event.type));
  for (const type of coverage.eventTypes ?? []) expect(takenTypes).toContain(type);
}

/** The executors and state checks a test's createPathRunner(harness) hands to path.test(). */
interface PathParams {
  events: object;
  states: object;
}

/**
 * Runs one path on a fresh harness: create it, start its actor, walk the path with the test's
 * runner (model events → actions on the real actor, checks at every state), stop the actor.
 */
export function modelPathRunner<THarness extends { actor: { start(): unknown; stop(): unknown } }>(
  createHarness: () => THarness,
  createPathRunner: (harness: THarness) => PathParams,
): (path: { test: (params: never) => Promise<unknown> }) => Promise<void> {
  return async (path) => {
    const h = createHarness();
    h.actor.start();
    const { events, states } = createPathRunner(h);
    await path.test({ events, states } as never);
    h.actor.stop();
  };
}

/** One `it` per path, named by the path's description, that runs it. */
export function itRunsEachPath<TPath extends { description: string }>(
  paths: readonly TPath[],
  runPath: (path: TPath) => Promise<void>,
): void {
  for (const path of paths) {
    it(path.description, () => runPath(path));
  }
}

export interface ModelPathsSuite<TPath extends { description: string }> {
  paths: readonly TPath[];
  runPath: (path: TPath) => Promise<void>;
  /**
   * Checked first, in its own `it`: "covers every state of the machine", or, when events are
   * listed, "covers every state and takes every modelled event".
   */
  covers?: PathsCoverage;
}

/** A describe block: the coverage check (if any), then one `it` per path that runs it. */
export function describeModelPaths<TPath extends { description: string; steps: PathSteps }>(
  title: string,
  { paths, runPath, covers }: ModelPathsSuite<TPath>,
): void {
  describe(title, () => {
    if (covers) {
      const takesEvents = covers.events !== undefined || covers.eventTypes !== undefined;
      it(
        takesEvents
          ? 'covers every state and takes every modelled event'
          : 'covers every state of the machine',
        () => expectPathsCover(paths, covers),
      );
    }
    itRunsEachPath(paths, runPath);
  });
}
