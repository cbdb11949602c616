import { Autocomplete } from '@mantine/core';
import { useMemo } from 'react';
import { useUsCities } from '../api/get-us-cities';
import { cityLabel } from '../lib/cities';

/** The city picker: a searchable list of the offline US cities, 'Dallas, TX'. */
export function CityAutocomplete({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const cities = useUsCities();
  const labels = useMemo(() => (cities.data ?? []).map(cityLabel), [cities.data]);
  return (
    <Autocomplete
      label="City"
      placeholder="Type a city"
      data={labels}
      limit={12}
      value={value}
      onChange={onChange}
      error={error}
      autoComplete="off"
      w={220}
    />
  );
}
