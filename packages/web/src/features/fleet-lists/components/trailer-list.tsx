import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTrailersAtCustomerLocation } from '../api/get-trailers-at-customer-location';
import {
  DEFAULT_TRAILER_BUCKET,
  filterTrailers,
  parseTrailerBucket,
  TRAILER_FILTER_OPTIONS,
  type TrailerBucket,
} from '../lib/trailers';
import { FleetTable } from './fleet-table';
import { TRAILER_COLUMNS } from './trailer-columns';

/**
 * /trailer-customer-location. The search applies on Search (or Enter); the filter only on Update
 * Results (which also applies the search box); a cleared filter is ALL.
 */
export function TrailerList() {
  const [params, setParams] = useSearchParams();
  const bucket = parseTrailerBucket(params.get('bucket'));
  const [draftBucket, setDraftBucket] = useState<TrailerBucket>(bucket);
  const [draftSearch, setDraftSearch] = useState('');
  const [search, setSearch] = useState('');

  useEffect(() => setDraftBucket(bucket), [bucket]);

  const trailers = useTrailersAtCustomerLocation();
  const rows = useMemo(
    () => trailers.data && filterTrailers(trailers.data, { bucket, search }),
    [trailers.data, bucket, search],
  );

  const applySearch = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draftSearch);
  };
  const update = (event: FormEvent) => {
    event.preventDefault();
    setSearch(draftSearch);
    setParams({ bucket: draftBucket });
  };
  const clear = () => {
    setDraftSearch('');
    setSearch('');
    setDraftBucket(DEFAULT_TRAILER_BUCKET);
    setParams({ bucket: DEFAULT_TRAILER_BUCKET });
  };

  return (
    <>
      <Group align="flex-end" gap="lg" wrap="wrap">
        <form onSubmit={applySearch} aria-label="Trailer search">
          <Group align="flex-end" gap="sm">
            <TextInput
              label="Search by Trailer #"
              value={draftSearch}
              onChange={(event) => setDraftSearch(event.currentTarget.value)}
              w={200}
            />
            <Button type="submit" variant="default">
              Search
            </Button>
          </Group>
        </form>
        <form onSubmit={update} noValidate aria-label="Trailer filters">
          <Group align="flex-end" gap="sm">
            <Select
              label="Filter"
              placeholder="All"
              data={TRAILER_FILTER_OPTIONS}
              value={draftBucket === 'ALL' ? null : draftBucket}
              onChange={(value) => setDraftBucket(value ? parseTrailerBucket(value) : 'ALL')}
              clearable
              // Mantine hides its clear button from assistive technology and the tab order; here it is the
              // only way back to ALL, so it must be reachable.
              clearButtonProps={{
                'aria-label': 'Clear At Customer Location',
                'aria-hidden': false,
                tabIndex: 0,
              }}
              w={220}
            />
            <Button type="submit">Update Results</Button>
            <Button variant="default" onClick={clear}>
              Clear Filters
            </Button>
          </Group>
        </form>
      </Group>
      <FleetTable
        label="Trailers at customer location"
        columns={TRAILER_COLUMNS}
        rows={rows}
        rowKey={(record) => record.trailer_id}
        isPending={trailers.isPending}
        error={trailers.error}
        onRetry={() => void trailers.refetch()}
        emptyText="No trailers found"
      />
    </>
  );
}
