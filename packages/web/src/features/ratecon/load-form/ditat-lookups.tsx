import { DITAT_DEFAULT_LOCATION_KEY } from '@fleet/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { memo, useMemo, useState } from 'react';
import { locationLabel, useLocation, useLocationSearch } from './api/address-data';
import { useCustomer, useCustomerSearch } from './api/customer-data';
import type { Option } from './snap';
import { TypeAhead } from './type-ahead';

/** Shown for the default location key when the lookup does not know it. */
export const DEFAULT_LOCATION_LABEL = 'Default location';

const SEARCH_DEBOUNCE_MS = 250;

/** The box lists labels, so two entries of one name are told apart by their key. */
export function withUniqueLabels(options: readonly Option[]): Option[] {
  const counts = new Map<string, number>();
  for (const option of options) counts.set(option.label, (counts.get(option.label) ?? 0) + 1);
  return options.map((option) =>
    (counts.get(option.label) ?? 0) > 1
      ? { ...option, label: `${option.label} (${option.value})` }
      : option,
  );
}

/**
 * A key chosen by a server-side search: the search runs once the box has focus and 250 ms after
 * typing stops; the key held is shown by the label it was picked with, else by its own lookup.
 */
function useKeyedSearch(
  key: string | null,
  search: (term: string, enabled: boolean) => { data: Option[] | undefined; isFetching: boolean },
  lookup: (key: string | null) => { data: string | null | undefined },
) {
  const [typed, setTyped] = useState('');
  const [term] = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const [wanted, setWanted] = useState(false);
  const results = search(term, wanted);
  const known = lookup(key);
  const [picked, setPicked] = useState<Option | null>(null);
  const options = useMemo(() => withUniqueLabels(results.data ?? []), [results.data]);
  const fromPick = picked !== null && picked.value === key ? picked.label : null;
  const label = key === null ? null : (fromPick ?? known.data ?? null);
  return {
    options,
    loading: results.isFetching,
    label,
    labelKnown: label !== null,
    /** The held key's own lookup has not answered yet. */
    labelPending: key !== null && label === null && known.data === undefined,
    onSearchChange: setTyped,
    onFocus: () => setWanted(true),
    picked: (option: Option | null) => setPicked(option),
  };
}

function useCustomerOptions(term: string, enabled: boolean) {
  const query = useCustomerSearch(term, enabled);
  const data = useMemo(
    () => query.data?.map((c) => ({ label: c.company_name, value: c.customer_key })),
    [query.data],
  );
  return { data, isFetching: query.isFetching };
}

function useCustomerName(key: string | null) {
  const query = useCustomer(key);
  return { data: query.data === undefined ? undefined : (query.data?.company_name ?? null) };
}

function useLocationOptions(term: string, enabled: boolean) {
  const query = useLocationSearch(term, enabled);
  const data = useMemo(
    () => query.data?.map((l) => ({ label: locationLabel(l), value: l.location_key })),
    [query.data],
  );
  return { data, isFetching: query.isFetching };
}

function useLocationName(key: string | null) {
  const query = useLocation(key);
  if (query.data) return { data: locationLabel(query.data) };
  if (key === DITAT_DEFAULT_LOCATION_KEY) return { data: DEFAULT_LOCATION_LABEL };
  return { data: query.data };
}

interface KeyTypeAheadProps {
  label: string;
  path: string | null;
  value: string | null;
  onChange: (key: string | null) => void;
  disabled?: boolean | undefined;
}

function KeyTypeAhead({
  label,
  path,
  value,
  onChange,
  disabled,
  keyed,
}: KeyTypeAheadProps & { keyed: ReturnType<typeof useKeyedSearch> }) {
  return (
    <TypeAhead
      label={label}
      path={path}
      options={keyed.options}
      loading={keyed.loading}
      // A key no lookup knows shows as itself (and, being no option, goes when the box is left).
      selectedLabel={keyed.label ?? (keyed.labelPending ? '' : value)}
      selectedIsOption={keyed.labelKnown}
      onSelect={(option) => {
        keyed.picked(option);
        onChange(option?.value ?? null);
      }}
      onSearchChange={keyed.onSearchChange}
      onFocus={keyed.onFocus}
      disabled={disabled}
    />
  );
}

/** Customer: GET /v1/customer-data?search&limit=100 → customer_key. */
export const CustomerKeyTypeAhead = memo(function CustomerKeyTypeAhead(props: KeyTypeAheadProps) {
  const keyed = useKeyedSearch(props.value, useCustomerOptions, useCustomerName);
  return <KeyTypeAhead {...props} keyed={keyed} />;
});

/** Location: GET /v1/address-data?search&limit=100 → location_key. */
export const LocationKeyTypeAhead = memo(function LocationKeyTypeAhead(props: KeyTypeAheadProps) {
  const keyed = useKeyedSearch(props.value, useLocationOptions, useLocationName);
  return <KeyTypeAhead {...props} keyed={keyed} />;
});
