import { Text } from '@mantine/core';
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { LOW_CONFIDENCE_HINT } from '@/components/ui/low-confidence';

/**
 * A field read with a confidence below this is marked for the dispatcher to check. Extraction
 * gives ~0.9 and above to values found beside their label and less to guesses from layout; 0.7
 * marks the guesses without marking every field.
 */
export const LOW_CONFIDENCE_THRESHOLD = 0.7;

export { LOW_CONFIDENCE_HINT };

export function fieldsToCheckText(count: number): string {
  return count === 1 ? '1 field to check' : `${count} fields to check`;
}

/**
 * Which fields are marked, for one form. A field is marked while its path's confidence is below
 * the threshold and the dispatcher has not edited it; the count at the top counts the marked
 * fields that are on screen (a hidden reefer setting or a removed stop is not to check).
 */
class ConfidenceMarks {
  readonly #confidence: Record<string, number>;
  readonly #edited = new Set<string>();
  readonly #shown = new Map<string, number>();
  readonly #listeners = new Set<() => void>();

  constructor(confidence: Record<string, number>) {
    this.#confidence = confidence;
  }

  isMarked = (path: string | null): boolean =>
    path !== null &&
    (this.#confidence[path] ?? 1) < LOW_CONFIDENCE_THRESHOLD &&
    !this.#edited.has(path);

  markedOnScreen = (): number => [...this.#shown.keys()].filter(this.isMarked).length;

  edited(path: string | null) {
    if (path === null || this.#edited.has(path) || !this.isMarked(path)) return;
    this.#edited.add(path);
    this.#emit();
  }

  show(path: string): () => void {
    this.#shown.set(path, (this.#shown.get(path) ?? 0) + 1);
    this.#emit();
    return () => {
      const count = (this.#shown.get(path) ?? 1) - 1;
      if (count === 0) this.#shown.delete(path);
      else this.#shown.set(path, count);
      this.#emit();
    };
  }

  subscribe = (listener: () => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #emit() {
    for (const listener of this.#listeners) listener();
  }
}

function sameConfidences(a: Record<string, number>, b: Record<string, number>): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

const MarksContext = createContext<ConfidenceMarks | null>(null);

export function ConfidenceProvider({
  confidence,
  children,
}: {
  confidence: Record<string, number>;
  children: ReactNode;
}) {
  // New confidences (a new extraction) start over: every low field is marked again. The same
  // confidences in a new object (a parent's `?? {}`) are not new.
  const held = useRef<{ confidence: Record<string, number>; marks: ConfidenceMarks } | null>(null);
  if (!held.current || !sameConfidences(held.current.confidence, confidence)) {
    held.current = { confidence, marks: new ConfidenceMarks(confidence) };
  }
  const marks = held.current.marks;
  return <MarksContext.Provider value={marks}>{children}</MarksContext.Provider>;
}

export interface FieldMark {
  marked: boolean;
  /** Call on every edit: an edited field is no longer marked. */
  edited: () => void;
}

const noMarks = new ConfidenceMarks({});

/** The mark of the field at `path` ('stops.0.city'); null for a field extraction did not read. */
export function useFieldMark(path: string | null): FieldMark {
  const marks = useContext(MarksContext) ?? noMarks;
  const marked = useSyncExternalStore(marks.subscribe, () => marks.isMarked(path));
  useEffect(() => (path === null ? undefined : marks.show(path)), [marks, path]);
  return { marked, edited: () => marks.edited(path) };
}

/** The props that mark an input: the hint as its accessible description, an orange frame. */
export function markProps(mark: FieldMark) {
  if (!mark.marked) return {};
  return {
    description: LOW_CONFIDENCE_HINT,
    'data-low-confidence': true,
    styles: {
      input: { borderColor: 'var(--mantine-color-orange-6)', borderWidth: 2 },
      description: { color: 'var(--mantine-color-orange-8)' },
    },
  } as const;
}

/** 'N fields to check' at the top of the form; nothing when none is marked. */
export function FieldsToCheck() {
  const marks = useContext(MarksContext) ?? noMarks;
  const count = useSyncExternalStore(marks.subscribe, marks.markedOnScreen);
  return (
    <Text role="status" c="orange.8" fw={600} size="sm">
      {count > 0 ? fieldsToCheckText(count) : ''}
    </Text>
  );
}
