import { Autocomplete } from '@mantine/core';
import { useMemo } from 'react';
import { cityLabel, useUsCities } from '@/lib/us-cities';

/**
 * The city picker: a searchable list of the offline US cities, 'Dallas, TX'. Free text is kept as
 * typed; callers that need a known city check it with `findCity`.
 */
export function CityAutocomplete({
  value,
  onChange,
  error,
  label = 'City',
  placeholder = 'Type a city',
  required = false,
  w = 220,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  label?: string;
  placeholder?: string;
  required?: boolean;
  w?: number;
}) {
  const cities = useUsCities();
  const labels = useMemo(() => (cities.data ?? []).map(cityLabel), [cities.data]);
  return (
    <Autocomplete
      label={label}
      placeholder={placeholder}
      data={labels}
      limit={12}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      maxLength={200}
      required={required}
      w={w}
    />
  );
}
