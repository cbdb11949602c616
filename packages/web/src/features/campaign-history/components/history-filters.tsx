import { HISTORY_PAGE_SIZES, type LocationFilter } from '@fleet/contracts';
import {
  Badge,
  Button,
  CloseButton,
  Group,
  MultiSelect,
  NativeSelect,
  Popover,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  addLocation,
  type HistoryView,
  type PageSize,
  STATUS_OPTIONS,
} from '../lib/history-params';

/** §9: the search is applied 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

const TYPE_LABELS: Record<LocationFilter['type'], string> = {
  pickup: 'Pickup',
  delivery: 'Delivery',
};

type Props = {
  view: HistoryView;
  onChange: (change: Partial<HistoryView>, options?: { replace?: boolean }) => void;
};

/** The search box: typed text is applied after SEARCH_DEBOUNCE_MS; Enter applies it at once. */
function SearchBox({ query, onSearch }: { query: string; onSearch: (query: string) => void }) {
  const [text, setText] = useState(query);
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The applied search changed elsewhere (Clear search, Back): show it. Our own debounced
  // update leaves the box alone, so a trailing space or a key typed since stays.
  useEffect(() => {
    setText((current) => {
      if (current.trim() === query) return current;
      clearTimeout(pending.current);
      return query;
    });
  }, [query]);
  useEffect(() => () => clearTimeout(pending.current), []);

  const schedule = (value: string) => {
    setText(value);
    clearTimeout(pending.current);
    pending.current = setTimeout(() => {
      if (value.trim() !== query) latest.current(value.trim());
    }, SEARCH_DEBOUNCE_MS);
  };

  return (
    <TextInput
      type="search"
      label="Search"
      placeholder="Search loads"
      value={text}
      onChange={(event) => schedule(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter') return;
        clearTimeout(pending.current);
        if (text.trim() !== query) onSearch(text.trim());
      }}
      w={{ base: '100%', sm: 280 }}
    />
  );
}

function LocationInput({
  type,
  onAdd,
}: {
  type: LocationFilter['type'];
  onAdd: (type: LocationFilter['type'], text: string) => void;
}) {
  const [text, setText] = useState('');
  const label = TYPE_LABELS[type];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation();
    onAdd(type, text);
    setText('');
  };
  return (
    <form onSubmit={submit} aria-label={`${label} location filter`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          label={`${label} location`}
          placeholder="City, ST"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          maxLength={120}
        />
        <Button type="submit" variant="light">
          Add {label.toLowerCase()}
        </Button>
      </Group>
    </form>
  );
}

/** The Location Filters dropdown (§2): pickup and delivery chips; blank text is ignored. */
function LocationFilters({ view, onChange }: Props) {
  const add = (type: LocationFilter['type'], text: string) => {
    const locations = addLocation(view.locations, type, text);
    if (locations) onChange({ locations });
  };
  return (
    <Popover
      position="bottom-start"
      trapFocus
      // Stays open while its button scrolls away (jsdom also reports every target as detached).
      hideDetached={false}
      returnFocus
      withinPortal
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          rightSection={view.locations.length > 0 ? view.locations.length : undefined}
        >
          Location Filters
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <LocationInput type="pickup" onAdd={add} />
          <LocationInput type="delivery" onAdd={add} />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

function LocationChips({ view, onChange }: Props) {
  if (view.locations.length === 0) return null;
  return (
    <Group
      component="ul"
      aria-label="Location filters"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {view.locations.map((location) => {
        const label = `${TYPE_LABELS[location.type]}: ${location.value}`;
        return (
          <li key={`${location.type}:${location.value}`}>
            <Badge
              size="lg"
              variant="light"
              color={location.type === 'pickup' ? 'blue' : 'grape'}
              tt="none"
              rightSection={
                <CloseButton
                  size="xs"
                  aria-label={`Remove ${location.type} location ${location.value}`}
                  onClick={() =>
                    onChange({ locations: view.locations.filter((item) => item !== location) })
                  }
                />
              }
            >
              {label}
            </Badge>
          </li>
        );
      })}
    </Group>
  );
}

/** Load History's filter bar: search, Status, Location Filters, page size, and the chips. */
export function HistoryFilters({ view, onChange }: Props) {
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="md" role="search" aria-label="Load History filters">
        <SearchBox query={view.query} onSearch={(query) => onChange({ query })} />
        <MultiSelect
          label="Status"
          placeholder={view.statuses.length === 0 ? 'All statuses' : undefined}
          data={STATUS_OPTIONS.map(({ value, label }) => ({ value, label }))}
          value={view.statuses}
          onChange={(values) => onChange({ statuses: values as HistoryView['statuses'] })}
          clearable
          w={{ base: '100%', sm: 320 }}
          comboboxProps={{ withinPortal: true }}
        />
        <LocationFilters view={view} onChange={onChange} />
        <NativeSelect
          label="Loads per page"
          data={HISTORY_PAGE_SIZES.map(String)}
          value={String(view.pageSize)}
          onChange={(event) =>
            onChange({ pageSize: Number(event.currentTarget.value) as PageSize })
          }
          w={120}
        />
      </Group>
      <LocationChips view={view} onChange={onChange} />
    </Stack>
  );
}
