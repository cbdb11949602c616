import { type LookupItem, type LookupKind, TASK_LOOKUP_LIMIT } from '@fleet/contracts';
import { type ComboboxParsedItem, Loader, MultiSelect, Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { useLookup } from '../api/lookups';

/** The server filters; the select shows what it answered. */
const serverFiltered = ({ options }: { options: ComboboxParsedItem[] }) => options;

function optionsOf(
  items: readonly LookupItem[] | undefined,
  keep: { value: string; label: string }[],
) {
  const seen = new Set<string>();
  const out: { value: string; label: string }[] = [];
  for (const option of [
    ...keep,
    ...(items ?? []).map((item) => ({ value: item.id, label: item.label })),
  ]) {
    if (seen.has(option.value)) continue;
    seen.add(option.value);
    out.push(option);
  }
  return out;
}

/**
 * A type-ahead select over one lookup (§7 "Lookups": ?search=&limit=, 10 in the task forms). The
 * current value stays an option (with `valueLabel`, else itself) so a prefilled form shows it.
 */
export function LookupSelect({
  kind,
  label,
  value,
  valueLabel,
  onChange,
  limit = TASK_LOOKUP_LIMIT,
  placeholder = 'Type to search',
}: {
  kind: LookupKind;
  label: string;
  value: string | null;
  valueLabel?: string | null;
  onChange: (value: string | null, label: string | null) => void;
  limit?: number;
  placeholder?: string;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const selectedLabel = value
    ? picked?.value === value
      ? picked.label
      : (valueLabel ?? value)
    : null;
  // While the search box shows the chosen option's label, list everything again.
  const query = term === selectedLabel ? '' : term;
  // Asked for once the dropdown first opens (a form has seven of these).
  const [wanted, setWanted] = useState(false);
  const lookup = useLookup(kind, query, limit, { enabled: wanted });
  const data = useMemo(
    () => optionsOf(lookup.data, value ? [{ value, label: selectedLabel ?? value }] : []),
    [lookup.data, value, selectedLabel],
  );
  return (
    <Select
      label={label}
      placeholder={placeholder}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={lookup.isFetching ? 'Loading…' : 'Nothing found'}
      rightSection={lookup.isFetching ? <Loader size={14} /> : undefined}
      onDropdownOpen={() => setWanted(true)}
      onChange={(next, option) => {
        setPicked(next && option ? { value: next, label: option.label } : null);
        onChange(next, option?.label ?? null);
      }}
      comboboxProps={{ withinPortal: false }}
    />
  );
}

/** The assignees: a type-ahead multi-select over the users lookup; values are e-mails (§5). */
export function AssigneeSelect({
  value,
  onChange,
  limit = TASK_LOOKUP_LIMIT,
}: {
  value: string[];
  onChange: (value: string[]) => void;
  limit?: number;
}) {
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search, 250);
  const [wanted, setWanted] = useState(false);
  const lookup = useLookup('users', term, limit, { enabled: wanted });
  const [labels, setLabels] = useState<Record<string, string>>({});
  const data = useMemo(
    () =>
      optionsOf(
        lookup.data,
        value.map((email) => ({ value: email, label: labels[email] ?? email })),
      ),
    [lookup.data, value, labels],
  );
  return (
    <MultiSelect
      label="Assigned To"
      placeholder={value.length === 0 ? 'Type to search' : undefined}
      searchable
      clearable
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      filter={serverFiltered}
      nothingFoundMessage={lookup.isFetching ? 'Loading…' : 'Nothing found'}
      onDropdownOpen={() => setWanted(true)}
      onChange={(next) => {
        const known = Object.fromEntries(data.map((option) => [option.value, option.label]));
        setLabels((previous) => ({ ...previous, ...known }));
        onChange(next);
      }}
      comboboxProps={{ withinPortal: false }}
    />
  );
}
