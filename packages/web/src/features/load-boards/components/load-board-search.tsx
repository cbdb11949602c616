import {
  LOADBOARD_EQUIPMENT,
  LOADBOARD_EQUIPMENT_LABELS,
  type LoadboardEquipment,
  type LoadboardLoad,
  ratePerMile,
} from '@fleet/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { Fragment, useState } from 'react';
import { notify } from '@/lib/notify';
import { useSearchLoads } from '../api/search-loads';
import { ageInDays, type LoadBoardCallStart, money } from '../lib/call-start';
import {
  type Board,
  buildSearch,
  defaultFilters,
  RADIUS_CHOICES,
  resetFilters,
  SEARCH_TEXT,
  type SearchFilters,
} from '../lib/filters';
import { LoadCard } from './load-card';
import { MyTrucks } from './my-trucks';
import { PlaceAutocomplete } from './place-autocomplete';

/**
 * A load-board search page (§2 "Load-board search pages"): filters with the §9 defaults, the
 * results table, and a row expanding into the load card. The DAT page adds My Trucks.
 * City inputs take 'City, ST', typed or picked from the server's autocomplete (issue 13).
 */
export function LoadBoardSearch({
  board,
  onInitiateCall,
}: {
  board: Board;
  onInitiateCall: (start: LoadBoardCallStart) => void;
}) {
  const [filters, setFilters] = useState<SearchFilters>(() => defaultFilters(board));
  const [problem, setProblem] = useState<string | null>(null);
  const [loads, setLoads] = useState<LoadboardLoad[] | null>(null);
  const [expanded, setExpanded] = useState<string | null>(null);
  const search = useSearchLoads(board);
  const set = (patch: Partial<SearchFilters>) =>
    setFilters((previous) => ({ ...previous, ...patch }));
  const id = board.toLowerCase();

  const submit = () => {
    const built = buildSearch(board, filters);
    if ('error' in built) {
      setProblem(built.error);
      return;
    }
    setProblem(null);
    search.mutate(built.body, {
      onSuccess: (found) => {
        setLoads(found);
        setExpanded(null);
      },
      onError: (error) => {
        // §8: the list is emptied on failure.
        setLoads([]);
        setExpanded(null);
        notify.error(error.message);
      },
    });
  };

  return (
    <Stack gap="md">
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        aria-label={`Search ${board} filters`}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm">
          <Group align="flex-end" wrap="wrap">
            <PlaceAutocomplete
              label="Origin"
              value={filters.origin}
              onChange={(origin) => set({ origin })}
            />
            <NativeSelect
              label="Origin radius"
              data={RADIUS_CHOICES}
              value={filters.originRadius}
              onChange={(event) => set({ originRadius: event.currentTarget.value })}
              w={120}
            />
            <PlaceAutocomplete
              label="Destination"
              value={filters.destination}
              onChange={(destination) => set({ destination })}
            />
            <NativeSelect
              label="Destination radius"
              data={RADIUS_CHOICES}
              value={filters.destinationRadius}
              onChange={(event) => set({ destinationRadius: event.currentTarget.value })}
              w={140}
            />
          </Group>
          <Group align="flex-end" wrap="wrap">
            <Checkbox.Group
              label="Equipment"
              value={filters.equipment}
              onChange={(value) => set({ equipment: value as LoadboardEquipment[] })}
            >
              <Group mt={6}>
                {LOADBOARD_EQUIPMENT.map((code) => (
                  <Checkbox key={code} value={code} label={LOADBOARD_EQUIPMENT_LABELS[code]} />
                ))}
              </Group>
            </Checkbox.Group>
            <TextInput
              type="date"
              label="Earliest pickup"
              value={filters.earliest}
              onChange={(event) => set({ earliest: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Latest pickup"
              value={filters.latest}
              onChange={(event) => set({ latest: event.currentTarget.value })}
            />
          </Group>
          {problem ? (
            <Alert color="red" role="alert" id={`${id}-search-problem`}>
              {problem}
            </Alert>
          ) : null}
          <Group>
            <Button type="submit" loading={search.isPending}>
              Search
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setFilters(resetFilters(board));
                setProblem(null);
              }}
            >
              Reset
            </Button>
            {board === 'DAT' ? <MyTrucks /> : null}
          </Group>
        </Stack>
      </Paper>

      {loads === null ? null : loads.length === 0 ? (
        <Text>{SEARCH_TEXT.empty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={800}>
          <Table aria-label={`${board} results`} highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Age</Table.Th>
                <Table.Th>Origin</Table.Th>
                <Table.Th>Destination</Table.Th>
                <Table.Th>Pickup</Table.Th>
                <Table.Th>Equipment</Table.Th>
                <Table.Th>Miles</Table.Th>
                <Table.Th>Rate</Table.Th>
                <Table.Th>Rate/mi</Table.Th>
                <Table.Th>Broker</Table.Th>
                <Table.Th>
                  <VisuallyHidden>Details</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {loads.map((load) => {
                const open = expanded === load.externalId;
                const perMile = ratePerMile(load.rate, load.miles);
                const route = `${load.origin.city}, ${load.origin.state} → ${load.destination.city}, ${load.destination.state}`;
                return (
                  <Fragment key={load.externalId}>
                    <Table.Tr
                      style={{ cursor: 'pointer' }}
                      onClick={() => setExpanded(open ? null : load.externalId)}
                    >
                      <Table.Td>{ageInDays(load)}d</Table.Td>
                      <Table.Td>
                        {load.origin.city}, {load.origin.state}
                      </Table.Td>
                      <Table.Td>
                        {load.destination.city}, {load.destination.state}
                      </Table.Td>
                      <Table.Td>{load.earliestAvailable.slice(0, 10)}</Table.Td>
                      <Table.Td>{LOADBOARD_EQUIPMENT_LABELS[load.equipmentType]}</Table.Td>
                      <Table.Td>{load.miles ?? '—'}</Table.Td>
                      <Table.Td>{load.rate === null ? '—' : money(load.rate)}</Table.Td>
                      <Table.Td>{perMile === null ? '—' : money(perMile)}</Table.Td>
                      <Table.Td>{load.contact.company}</Table.Td>
                      <Table.Td>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          aria-expanded={open}
                          aria-label={`Details ${route}`}
                          onClick={(event) => {
                            event.stopPropagation();
                            setExpanded(open ? null : load.externalId);
                          }}
                        >
                          {open ? 'Hide' : 'Show'}
                        </Button>
                      </Table.Td>
                    </Table.Tr>
                    {open ? (
                      <Table.Tr>
                        <Table.Td colSpan={10}>
                          <LoadCard load={load} board={board} onInitiateCall={onInitiateCall} />
                        </Table.Td>
                      </Table.Tr>
                    ) : null}
                  </Fragment>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
