import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTruckTrailerMismatch } from '../api/get-truck-trailer-mismatch';
import {
  DEFAULT_MISMATCH_BUCKET,
  filterMismatches,
  IS_MISMATCH_OPTIONS,
  type MismatchBucket,
  parseMismatchBucket,
} from '../lib/mismatch';
import { FleetTable } from './fleet-table';
import { MISMATCH_COLUMNS } from './mismatch-columns';

/** /truck-trailer-mismatch. Is Mismatch applies on Update Results (into the URL); Load # as you type. */
export function MismatchList() {
  const [params, setParams] = useSearchParams();
  const bucket = parseMismatchBucket(params.get('bucket'));
  const [draftBucket, setDraftBucket] = useState<MismatchBucket>(bucket);
  const [loadSearch, setLoadSearch] = useState('');

  useEffect(() => setDraftBucket(bucket), [bucket]);

  const records = useTruckTrailerMismatch();
  const rows = useMemo(
    () => records.data && filterMismatches(records.data, { bucket, loadSearch }),
    [records.data, bucket, loadSearch],
  );

  const update = (event: FormEvent) => {
    event.preventDefault();
    setParams({ bucket: draftBucket });
  };
  const clear = () => {
    setLoadSearch('');
    setDraftBucket(DEFAULT_MISMATCH_BUCKET);
    setParams({ bucket: DEFAULT_MISMATCH_BUCKET });
  };

  return (
    <>
      <form onSubmit={update} noValidate aria-label="Truck/trailer mismatch filters">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Search by Load #"
            value={loadSearch}
            onChange={(event) => setLoadSearch(event.currentTarget.value)}
            w={200}
          />
          <Select
            label="Is Mismatch"
            data={IS_MISMATCH_OPTIONS}
            value={draftBucket}
            onChange={(value) => setDraftBucket(parseMismatchBucket(value))}
            allowDeselect={false}
            w={160}
          />
          <Button type="submit">Update Results</Button>
          <Button variant="default" onClick={clear}>
            Clear Filters
          </Button>
        </Group>
      </form>
      <FleetTable
        label="Truck/trailer mismatch"
        columns={MISMATCH_COLUMNS}
        rows={rows}
        rowKey={(record) => `${record.truck_id}|${record.trailer_id}`}
        isPending={records.isPending}
        error={records.error}
        onRetry={() => void records.refetch()}
        emptyText="No records found"
      />
    </>
  );
}
