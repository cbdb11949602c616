import type { AvailableTruckBucket } from '@fleet/contracts';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
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
import { FleetTable } from './fleet-table';

type FieldErrors = { city?: string | undefined; radius?: string | undefined };

/**
 * /availableTrucksList. The bucket lives in the URL; Time of Last Trip and the location search
 * apply on Update Results, the Trip # search as you type.
 */
export function AvailableTrucksList() {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const bucket = parseAvailableBucket(params.get('bucket'));

  const [draftBucket, setDraftBucket] = useState<AvailableTruckBucket>(bucket);
  const [tripSearch, setTripSearch] = useState('');
  const [cityText, setCityText] = useState('');
  const [radiusText, setRadiusText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [location, setLocation] = useState<LocationSearch | null>(null);

  // Back/forward and links change the URL under us.
  useEffect(() => setDraftBucket(bucket), [bucket]);

  const trucks = useAvailableTrucks(
    location
      ? { latitude: location.latitude, longitude: location.longitude, radius: location.radius }
      : null,
  );
  const rows = useMemo(
    () => trucks.data && filterAvailableTrucks(trucks.data, { bucket, tripSearch }),
    [trucks.data, bucket, tripSearch],
  );

  const setBucket = (next: AvailableTruckBucket) =>
    setParams(next === 'ALL' ? {} : { bucket: next }, { replace: false });

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
    setBucket(draftBucket);
  };

  const clear = () => {
    setTripSearch('');
    setCityText('');
    setRadiusText('');
    setErrors({});
    setLocation(null);
    setDraftBucket('ALL');
    setBucket('ALL');
  };

  return (
    <>
      <form onSubmit={update} noValidate aria-label="Available trucks filters">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="Search by Trip #"
            value={tripSearch}
            onChange={(event) => setTripSearch(event.currentTarget.value)}
            w={200}
          />
          <Select
            label="Time of Last Trip"
            data={timeOfLastTripOptions(draftBucket)}
            value={draftBucket}
            onChange={(value) => setDraftBucket(parseAvailableBucket(value))}
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
            <Button type="submit">Update Results</Button>
            <Button variant="default" onClick={clear}>
              Clear Filters
            </Button>
          </Group>
        </Group>
      </form>
      <FleetTable
        label="Available trucks"
        columns={AVAILABLE_TRUCK_COLUMNS}
        rows={rows}
        rowKey={(truck) => truck.truck_id}
        isPending={trucks.isPending}
        error={trucks.error}
        onRetry={() => void trucks.refetch()}
        emptyText="No trucks found"
      />
    </>
  );
}
