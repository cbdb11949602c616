import { Group, Select } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTruckTrailerMismatch } from '../api/get-truck-trailer-mismatch';
import {
  DEFAULT_MISMATCH_BUCKET,
  filterMismatches,
  IS_MISMATCH_OPTIONS,
  parseMismatchBucket,
} from '../lib/mismatch';
import { FilterActions, FleetList, SearchField, useUrlBucket } from './fleet-list';
import { MISMATCH_COLUMNS } from './mismatch-columns';

/** /truck-trailer-mismatch. Is Mismatch applies on Update Results (into the URL); Load # as you type. */
export function MismatchList() {
  const filter = useUrlBucket(parseMismatchBucket, DEFAULT_MISMATCH_BUCKET);
  const { bucket } = filter;
  const [loadSearch, setLoadSearch] = useState('');

  const records = useTruckTrailerMismatch();
  const rows = useMemo(
    () => records.data && filterMismatches(records.data, { bucket, loadSearch }),
    [records.data, bucket, loadSearch],
  );

  const update = (event: FormEvent) => {
    event.preventDefault();
    filter.apply();
  };
  const clear = () => {
    setLoadSearch('');
    filter.reset();
  };

  return (
    <FleetList
      filters={
        <form onSubmit={update} noValidate aria-label="Truck/trailer mismatch filters">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <SearchField label="Search by Load #" value={loadSearch} onChange={setLoadSearch} />
            <Select
              label="Is Mismatch"
              data={IS_MISMATCH_OPTIONS}
              value={filter.draft}
              onChange={(value) => filter.setDraft(parseMismatchBucket(value))}
              allowDeselect={false}
              w={160}
            />
            <FilterActions onClear={clear} />
          </Group>
        </form>
      }
      query={records}
      label="Truck/trailer mismatch"
      columns={MISMATCH_COLUMNS}
      rows={rows}
      rowKey={(record) => `${record.truck_id}|${record.trailer_id}`}
      emptyText="No records found"
    />
  );
}
