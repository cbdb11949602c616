import { LOAD_FORM_LOOKUP_LIMIT } from '@fleet/contracts';
import { Combobox, Loader, TextInput, useCombobox } from '@mantine/core';
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

const typedExactly = (text: string, options: readonly Option[]) => {
  const wanted = normalizeName(text);
  return options.find((option) => normalizeName(option.label) === wanted) ?? null;
};

/**
 * A type-ahead selector (§5) on Mantine's Combobox (Autocomplete costs ten times as much to
 * render, and wants unique labels). The box is free text while it has focus; the record changes
 * only to an option (picked by click or Enter, or typed exactly) or to nothing. Leaving the box
 * with text that is not an option clears the field. Snapping an extracted name is the caller's
 * (snap-record.ts).
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
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [text, setText] = useState<string | null>(null);
  const editing = text !== null;

  const shown = useMemo(() => {
    // Served by a search, or just focused on the chosen name: list them all.
    if (onSearchChange || text === null || text === (selectedLabel ?? '')) {
      return options.slice(0, LOAD_FORM_LOOKUP_LIMIT);
    }
    const wanted = normalizeName(text);
    return options
      .filter((option) => normalizeName(option.label).includes(wanted))
      .slice(0, LOAD_FORM_LOOKUP_LIMIT);
  }, [options, text, selectedLabel, onSearchChange]);

  const leave = () => {
    const typed = (text ?? '').trim();
    setText(null);
    combobox.closeDropdown();
    if (typed === (selectedLabel ?? '').trim() && (selectedIsOption || typed === '')) return;
    onSelect(typed === '' ? null : typedExactly(typed, options));
  };

  return (
    <Combobox
      store={combobox}
      withinPortal={false}
      onOptionSubmit={(value) => {
        const option = options.find((candidate) => candidate.value === value);
        if (!option) return;
        mark.edited();
        setText(option.label);
        onSelect(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder="Type to search"
          autoComplete="off"
          value={editing ? text : (selectedLabel ?? '')}
          disabled={disabled}
          rightSection={loading ? <Loader size={14} /> : undefined}
          onFocus={() => {
            setText(selectedLabel ?? '');
            combobox.openDropdown();
            onFocus?.();
          }}
          onClick={() => combobox.openDropdown()}
          onBlur={leave}
          onChange={(event) => {
            mark.edited();
            setText(event.currentTarget.value);
            onSearchChange?.(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          {...markProps(mark)}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={shown.length === 0}>
        <Combobox.Options mah={280} style={{ overflowY: 'auto' }}>
          {shown.map((option) => (
            <Combobox.Option value={option.value} key={option.value}>
              {option.label}
            </Combobox.Option>
          ))}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
});
