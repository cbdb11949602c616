import { Alert, Button, Group, Loader, Stack, Tabs, Text, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useExceptionTrips } from '../hooks/use-exception-trips';
import { useListFilters } from '../hooks/use-list-filters';
import { COMPLETED_DEFAULT_DAYS } from '../lib/date-ranges';
import {
  defaultFilters,
  MODULE_TITLES,
  needsCompleted,
  serializeFilters,
  type TripType,
  tripDetailHref,
} from '../lib/trip-filters';
import { ExceptionFilters } from './exception-filters';
import { TripsTable } from './trips-table';

const TAB_LABELS: Record<TripType, string> = {
  internal: 'Company Driver',
  external: 'External Driver',
};

/** /exceptionList?filters={json}: the trips of one module under the applied filters. */
export function ExceptionList() {
  const { filters, setFilters } = useListFilters();
  const navigate = useNavigate();
  const { rows, isLoading, isError, errorMessage, isUpdating, retry, completedDefaultWindow } =
    useExceptionTrips(filters);
  const title = MODULE_TITLES[filters.module];

  // The search box is live: it writes to the URL as you type, and follows the URL when it
  // changes otherwise (Clear Filters, back and forward).
  const [search, setSearch] = useState(filters.searchText);
  const written = useRef(filters.searchText);
  useEffect(() => {
    if (filters.searchText !== written.current) {
      written.current = filters.searchText;
      setSearch(filters.searchText);
    }
  }, [filters.searchText]);
  const onSearch = (value: string) => {
    setSearch(value);
    written.current = value;
    setFilters({ ...filters, searchText: value }, { replace: true });
  };

  // The filter form starts over whenever the applied selections change.
  const formKey = serializeFilters({ ...filters, tripType: 'internal', searchText: '' });

  // Until the deferred filtering has caught up with newly arrived trips, an empty result means
  // "not computed yet", not "no match".
  const content =
    isLoading || (isUpdating && rows.length === 0) ? (
      <Group gap="sm" py="xl" justify="center" role="status">
        <Loader size="sm" />
        <Text>Loading trips…</Text>
      </Group>
    ) : isError ? (
      <Alert color="red" title="Trips could not be loaded">
        {errorMessage ? (
          <Text size="sm" mb="xs">
            {errorMessage}
          </Text>
        ) : null}
        <Button size="xs" variant="default" onClick={retry}>
          Try again
        </Button>
      </Alert>
    ) : (
      <TripsTable
        rows={rows}
        module={filters.module}
        label={`${title}, ${TAB_LABELS[filters.tripType]} trips`}
        emptyText="No trips match these filters."
        onOpen={(trip) => navigate(tripDetailHref(trip, filters.module))}
      />
    );

  return (
    <Page title={title} size="xl">
      <ExceptionFilters
        key={formKey}
        applied={filters}
        onApply={(draft) => {
          const next = { ...filters, ...draft, searchText: search };
          setFilters({ ...next, completed: needsCompleted(next) });
        }}
        onClear={() => setFilters(defaultFilters(filters.module, filters.tripType))}
      />
      <Group justify="space-between" align="flex-end">
        <TextInput
          label="Search by Trip #"
          placeholder="Trip #"
          type="search"
          w={260}
          value={search}
          onChange={(event) => onSearch(event.currentTarget.value)}
        />
        <Stack gap={2} align="flex-end">
          <Text size="sm" c="dimmed" aria-live="polite">
            {isLoading ? '' : `${rows.length} ${rows.length === 1 ? 'trip' : 'trips'}`}
          </Text>
          {completedDefaultWindow ? (
            <Text size="xs" c="dimmed">
              Completed trips of the last {COMPLETED_DEFAULT_DAYS} days; choose dates for earlier
              ones.
            </Text>
          ) : null}
        </Stack>
      </Group>
      <Tabs
        value={filters.tripType}
        onChange={(value) => {
          if (value === 'internal' || value === 'external') {
            setFilters({ ...filters, tripType: value });
          }
        }}
        keepMounted={false}
      >
        <Tabs.List>
          <Tabs.Tab value="internal">{TAB_LABELS.internal}</Tabs.Tab>
          <Tabs.Tab value="external">{TAB_LABELS.external}</Tabs.Tab>
        </Tabs.List>
        {(['internal', 'external'] as const).map((type) => (
          <Tabs.Panel key={type} value={type} pt="sm">
            <Stack gap="xs" style={{ opacity: isUpdating ? 0.7 : 1 }}>
              {content}
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
