import { CALL_HISTORY_PAGE_SIZE } from '@fleet/contracts';
import { Button, Center, Group, Loader, Pagination, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useCalls } from '../api/get-calls';
import { useHistoryView } from '../hooks/use-history-view';
import { DEFAULT_VIEW, matchesPhone, nextSort, toRequest } from '../lib/history-params';
import { CallDetailsModal } from './call-details-modal';
import { CallHistoryFilters } from './call-history-filters';
import { CallHistoryTable } from './call-history-table';

const VOICE_FLAGS = ['VOICE_AI', 'VOICE_AI_BROKER'] as const;

function CallHistoryList() {
  const { view, update } = useHistoryView();
  const request = useMemo(() => toRequest(view), [view]);
  const query = useCalls(request);
  const calls = query.data?.data;
  const shown = useMemo(
    () => (calls ?? []).filter((call) => matchesPhone(call, view.phone)),
    [calls, view.phone],
  );
  const totalPages = Math.max(1, Math.ceil((query.data?.total ?? 0) / CALL_HISTORY_PAGE_SIZE));

  let content: ReactNode;
  if (query.isPending) {
    content = (
      <Center py="xl" role="status">
        <Loader aria-label="Loading calls" />
      </Center>
    );
  } else if (query.isError) {
    content = (
      <Text c="red" role="alert">
        {query.error.message}
      </Text>
    );
  } else if (!calls || calls.length === 0) {
    content = (
      <Text role="status" c="dimmed" ta="center" py="lg">
        No calls found.
      </Text>
    );
  } else if (shown.length === 0) {
    content = (
      <Text role="status" c="dimmed" ta="center" py="lg">
        No calls on this page match that phone number.
      </Text>
    );
  } else {
    content = (
      <CallHistoryTable
        calls={shown}
        sortBy={view.sortBy}
        sortOrder={view.sortOrder}
        busy={query.isFetching}
        onSort={(field) => update({ ...nextSort(view, field), page: 1 })}
        onOpen={(call) => update({ call })}
      />
    );
  }

  return (
    <>
      <CallHistoryFilters
        status={view.status}
        phone={view.phone}
        onApplyStatus={(status) => update({ status, page: 1 })}
        onClear={() => update({ status: DEFAULT_VIEW.status, phone: '', page: 1 })}
        onSearch={(phone) => update({ phone })}
      />
      {query.isFetching && !query.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm" c="dimmed">
            Loading calls...
          </Text>
        </Group>
      ) : null}
      {content}
      {query.data && query.data.total > 0 ? (
        <nav aria-label="Call history pages">
          <Pagination
            total={totalPages}
            value={Math.min(view.page, totalPages)}
            onChange={(page) => update({ page })}
            getItemProps={(page) => ({
              'aria-label': `Page ${page}`,
              ...(page === view.page ? { 'aria-current': 'page' as const } : {}),
            })}
            getControlProps={(control) => ({
              'aria-label': {
                first: 'First page',
                last: 'Last page',
                previous: 'Previous page',
                next: 'Next page',
              }[control],
            })}
          />
        </nav>
      ) : null}
      <CallDetailsModal
        callId={view.call}
        onClose={() => update({ call: null }, { replace: true })}
      />
    </>
  );
}

/**
 * /ai/calls (document 3 §2 "Call History"). The role check of document 3 §6: the page is for the
 * two voice AI flags; without either it sends the user home, like /ai.
 */
export function CallHistory() {
  const flags = useFeatureFlags(VOICE_FLAGS);
  if (flags.VOICE_AI.loading || flags.VOICE_AI_BROKER.loading) return <PageLoader />;
  if (!flags.VOICE_AI.enabled && !flags.VOICE_AI_BROKER.enabled) {
    return <Navigate to={paths.home} replace />;
  }
  return (
    <Page title="Call History" size="xl">
      <Group justify="flex-end">
        <Button component={Link} to={paths.aiLoadBooking}>
          Create New Call
        </Button>
      </Group>
      <Stack gap="md">
        <CallHistoryList />
      </Stack>
    </Page>
  );
}
