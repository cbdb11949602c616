import { Button, Group, Select } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTrailersAtCustomerLocation } from '../api/get-trailers-at-customer-location';
import {
  DEFAULT_TRAILER_BUCKET,
  filterTrailers,
  parseTrailerBucket,
  TRAILER_FILTER_OPTIONS,
} from '../lib/trailers';
import { FilterActions, FleetList, SearchField, useUrlBucket } from './fleet-list';
import { TRAILER_COLUMNS } from './trailer-columns';

/**
 * /trailer-customer-location. The search applies on Search (or Enter); the filter only on Update
 * Results (which also applies the search box); a cleared filter is ALL.
 */
export function TrailerList() {
  const filter = useUrlBucket(parseTrailerBucket, DEFAULT_TRAILER_BUCKET);
  const { bucket } = filter;
  const [draftSearch, setDraftSearch] = useState('');
  const [search, setSearch] = useState('');

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
    applySearch(event);
    filter.apply();
  };
  const clear = () => {
    setDraftSearch('');
    setSearch('');
    filter.reset();
  };

  return (
    <FleetList
      filters={
        <Group align="flex-end" gap="lg" wrap="wrap">
          <form onSubmit={applySearch} aria-label="Trailer search">
            <Group align="flex-end" gap="sm">
              <SearchField
                label="Search by Trailer #"
                value={draftSearch}
                onChange={setDraftSearch}
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
                value={filter.draft === 'ALL' ? null : filter.draft}
                onChange={(value) => filter.setDraft(value ? parseTrailerBucket(value) : 'ALL')}
                clearable
                // Mantine hides its clear button from assistive technology and the tab order; here
                // it is the only way back to ALL, so it must be reachable.
                clearButtonProps={{
                  'aria-label': 'Clear At Customer Location',
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                w={220}
              />
              <FilterActions onClear={clear} />
            </Group>
          </form>
        </Group>
      }
      query={trailers}
      label="Trailers at customer location"
      columns={TRAILER_COLUMNS}
      rows={rows}
      rowKey={(record) => record.trailer_id}
      emptyText="No trailers found"
    />
  );
}
