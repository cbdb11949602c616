import { LOAD_FORM_LOOKUP_LIMIT } from '@fleet/contracts';
import { Autocomplete, type ComboboxParsedItem, Loader } from '@mantine/core';
import { memo, useMemo, useState } from 'react';
import { markProps, useFieldMark } from './confidence';
import { normalizeName, type Option } from './snap';

export interface TypeAheadProps {
  label: string;
  /** The confidence path; null when extraction did not read this field. */
  path: string | null;
  options: readonly Option[];
  /** What the record holds for this field, as shown (a name, or the label of a key). */
  selectedLabel: string | null;
  /** Whether the record's value is one of the options (an id or key is set for it). */
  selectedIsOption: boolean;
  /** An option picked or typed exactly; null when the box was emptied or left with a stranger. */
  onSelect: (option: Option | null) => void;
  /** Given: the server filters (called with the typed text); not given: the options filter here. */
  onSearchChange?: (text: string) => void;
  /** The box got focus: the moment to ask a server for the first options. */
  onFocus?: () => void;
  loading?: boolean;
  disabled?: boolean | undefined;
}

const isOneOf = (label: string, options: readonly Option[]) => {
  const wanted = normalizeName(label);
  return options.find((option) => normalizeName(option.label) === wanted) ?? null;
};

/**
 * A type-ahead selector (§5): the box is free text while it has focus; the record changes only
 * to an option (picked, or typed exactly) or to nothing. Leaving the box with text that is not
 * an option clears the field. Snapping an extracted name is the caller's (see snap.ts).
 */
export const TypeAhead = memo(function TypeAhead({
  label,
  path,
  options,
  selectedLabel,
  selectedIsOption,
  onSelect,
  onSearchChange,
  onFocus,
  loading = false,
  disabled,
}: TypeAheadProps) {
  const mark = useFieldMark(path);
  const [text, setText] = useState<string | null>(null);
  const byLabel = useMemo(() => {
    const map = new Map<string, Option>();
    for (const option of options) if (!map.has(option.label)) map.set(option.label, option);
    return map;
  }, [options]);
  const editing = text !== null;

  const filter = ({
    options: parsed,
    search,
  }: {
    options: ComboboxParsedItem[];
    search: string;
  }) => {
    // Served by a search, or just focused on the chosen name: list them all.
    if (onSearchChange || search === (selectedLabel ?? '')) return parsed;
    const wanted = normalizeName(search);
    return parsed.filter((item) => 'label' in item && normalizeName(item.label).includes(wanted));
  };

  const leave = () => {
    const typed = (text ?? '').trim();
    setText(null);
    if (typed === (selectedLabel ?? '').trim() && (selectedIsOption || typed === '')) return;
    if (typed === '') {
      onSelect(null);
      return;
    }
    onSelect(isOneOf(typed, options));
  };

  return (
    <Autocomplete
      label={label}
      placeholder="Type to search"
      data={[...byLabel.keys()]}
      limit={LOAD_FORM_LOOKUP_LIMIT}
      value={editing ? text : (selectedLabel ?? '')}
      disabled={disabled}
      autoComplete="off"
      filter={filter}
      rightSection={loading ? <Loader size={14} /> : undefined}
      comboboxProps={{ withinPortal: false }}
      onFocus={() => {
        setText(selectedLabel ?? '');
        onFocus?.();
      }}
      onBlur={leave}
      onChange={(next) => {
        mark.edited();
        setText(next);
        onSearchChange?.(next);
      }}
      onOptionSubmit={(picked) => {
        mark.edited();
        const option = byLabel.get(picked);
        if (option) onSelect(option);
      }}
      {...markProps(mark)}
    />
  );
});
