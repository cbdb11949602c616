import { Button, TextInput } from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FleetTable, type FleetTableProps } from './fleet-table';

/**
 * A list's `?bucket=` and the bucket drafted in its filter form: the URL is written on Update
 * Results (`apply`) and Clear Filters (`reset`), read on load and on back/forward.
 * `omitDefault`: the default bucket is written as no `?bucket=` at all.
 */
export function useUrlBucket<Bucket extends string>(
  parse: (raw: string | null) => Bucket,
  defaultBucket: Bucket,
  options: { omitDefault?: boolean } = {},
) {
  const [params, setParams] = useSearchParams();
  const bucket = parse(params.get('bucket'));
  const [draft, setDraft] = useState<Bucket>(bucket);

  // Back/forward and links change the URL under us.
  useEffect(() => setDraft(bucket), [bucket]);

  const write = (next: Bucket) =>
    setParams(options.omitDefault && next === defaultBucket ? {} : { bucket: next });
  return {
    bucket,
    draft,
    setDraft,
    apply: () => write(draft),
    reset: () => {
      setDraft(defaultBucket);
      write(defaultBucket);
    },
  };
}

/** A list's "Search by … #" box: the text as typed (when it applies is the screen's choice). */
export function SearchField(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextInput
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      w={200}
    />
  );
}

/** The Update Results (submits the filter form) and Clear Filters buttons of a list. */
export function FilterActions({ onClear }: { onClear: () => void }) {
  return (
    <>
      <Button type="submit">Update Results</Button>
      <Button variant="default" onClick={onClear}>
        Clear Filters
      </Button>
    </>
  );
}

type FleetListProps<Row> = Omit<FleetTableProps<Row>, 'isPending' | 'error' | 'onRetry'> & {
  /** The filter forms above the table. */
  filters: ReactNode;
  /** The list's query: its loading and error states, and Retry refetches it. */
  query: { isPending: boolean; error: Error | null; refetch: () => unknown };
};

/** A fleet list screen: its filters, then its table with the query's loading and error states. */
export function FleetList<Row>({ filters, query, ...table }: FleetListProps<Row>) {
  return (
    <>
      {filters}
      <FleetTable
        {...table}
        isPending={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    </>
  );
}
