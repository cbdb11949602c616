import { Autocomplete, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo } from 'react';
import { PLACES_DEBOUNCE_MS, usePlaceSuggestions } from '../api/places';

/** The server already matched (HERE may spell differently from what was typed): show all. */
const showAll: OptionsFilter = ({ options }) => options;

/**
 * A load-board city input (issue 13): after more than 2 characters and a 300 ms pause it asks
 * GET /v1/places/autocomplete and offers 'City, ST'; picking one fills it. Typing 'City, ST' by
 * hand still works (the value is whatever is in the input).
 */
export function PlaceAutocomplete({
  label,
  value,
  onChange,
  onBlur,
  error,
  readOnly = false,
  withAsterisk,
  placeholder = 'City, ST',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  readOnly?: boolean;
  withAsterisk?: boolean;
  placeholder?: string;
}) {
  const [debounced] = useDebouncedValue(value, PLACES_DEBOUNCE_MS);
  const suggestions = usePlaceSuggestions(debounced, !readOnly);
  const data = useMemo<ComboboxItem[]>(() => {
    const labels = [...new Set((suggestions.data ?? []).map((p) => `${p.city}, ${p.state}`))];
    return labels.map((text) => ({ value: text, label: text }));
  }, [suggestions.data]);
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      withAsterisk={withAsterisk}
      readOnly={readOnly}
      data={readOnly ? [] : data}
      filter={showAll}
      limit={10}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      autoComplete="off"
      maxLength={80}
    />
  );
}
