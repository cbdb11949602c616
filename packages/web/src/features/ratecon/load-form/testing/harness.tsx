import type { LoadRecord } from '@fleet/contracts';
import { useState } from 'react';
import { DitatLoadForm } from '../ditat-load-form';
import type { DitatLoadFormValue } from '../empty';
import { GenericLoadForm } from '../generic-load-form';

/** What a test reads back: the value the form last sent through onChange. */
export interface Latest<V> {
  current: V;
}

/** The form as the confirm page holds it: the value in state, every onChange applied. */
export function GenericHarness({
  initial,
  confidence = {},
  latest,
  disabled = false,
}: {
  initial: LoadRecord;
  confidence?: Record<string, number>;
  latest: Latest<LoadRecord>;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  latest.current = value;
  return (
    <GenericLoadForm
      value={value}
      confidence={confidence}
      onChange={setValue}
      disabled={disabled}
    />
  );
}

export function DitatHarness({
  initial,
  confidence = {},
  latest,
}: {
  initial: DitatLoadFormValue;
  confidence?: Record<string, number>;
  latest: Latest<DitatLoadFormValue>;
}) {
  const [value, setValue] = useState(initial);
  latest.current = value;
  return <DitatLoadForm value={value} confidence={confidence} onChange={setValue} />;
}
