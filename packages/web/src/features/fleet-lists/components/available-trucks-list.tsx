import { Group, Select, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { CityAutocomplete } from '@/components/ui/city-autocomplete';
import { usCitiesQueryOptions } from '@/lib/us-cities';
import { useAvailableTrucks } from '../api/get-available-trucks';
import {
  filterAvailableTrucks,
  parseAvailableBucket,
  timeOfLastTripOptions,
} from '../lib/available-trucks';
import { type LocationSearch, resolveLocationSearch } from '../lib/location-search';
import { AVAILABLE_TRUCK_COLUMNS } from './available-trucks-columns';
import { FilterActions, FleetList, SearchField, useUrlBucket } from './fleet-list';

type FieldErrors = { city?: string | undefined; radius?: string | undefined };

/**
 * /availableTrucksList. The bucket lives in the URL; Time of Last Trip and the location search
 * apply on Update Results, the Trip # search as you type.
 */
export function AvailableTrucksList() {
  const queryClient = useQueryClient();
  const filter = useUrlBucket(parseAvailableBucket, 'ALL', { omitDefault: true });
  const { bucket } = filter;
  const [tripSearch, setTripSearch] = useState('');
  const [cityText, setCityText] = useState('');
  const [radiusText, setRadiusText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [location, setLocation] = useState<LocationSearch | null>(null);

  const trucks = useAvailableTrucks(
    location
      ? { latitude: location.latitude, longitude: location.longitude, radius: location.radius }
      : null,
  );
  const rows = useMemo(
    () => trucks.data && filterAvailableTrucks(trucks.data, { bucket, tripSearch }),
    [trucks.data, bucket, tripSearch],
  );

  const update = async (event: FormEvent) => {
    event.preventDefault();
    const cities = await queryClient.ensureQueryData(usCitiesQueryOptions());
    const result = resolveLocationSearch(cities, cityText, radiusText);
    if (result.kind === 'invalid') {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setLocation(result.kind === 'search' ? result.search : null);
    filter.apply();
  };

  const clear = () => {
    setTripSearch('');
    setCityText('');
    setRadiusText('');
    setErrors({});
    setLocation(null);
    filter.reset();
  };

  return (
    <FleetList
      filters={
        <form onSubmit={update} noValidate aria-label="Available trucks filters">
          <Group align="flex-start" gap="sm" wrap="wrap">
            <SearchField label="Search by Trip #" value={tripSearch} onChange={setTripSearch} />
            <Select
              label="Time of Last Trip"
              data={timeOfLastTripOptions(filter.draft)}
              value={filter.draft}
              onChange={(value) => filter.setDraft(parseAvailableBucket(value))}
              allowDeselect={false}
              w={190}
            />
            <CityAutocomplete
              value={cityText}
              onChange={(value) => {
                setCityText(value);
                setErrors((current) => ({ ...current, city: undefined }));
              }}
              error={errors.city}
            />
            <TextInput
              label="Radius (miles)"
              inputMode="decimal"
              value={radiusText}
              onChange={(event) => {
                setRadiusText(event.currentTarget.value);
                setErrors((current) => ({ ...current, radius: undefined }));
              }}
              error={errors.radius}
              w={140}
            />
            <Group gap="sm" mt={25}>
              <FilterActions onClear={clear} />
            </Group>
          </Group>
        </form>
      }
      query={trucks}
      label="Available trucks"
      columns={AVAILABLE_TRUCK_COLUMNS}
      rows={rows}
      rowKey={(truck) => truck.truck_id}
      emptyText="No trucks found"
    />
  );
}
