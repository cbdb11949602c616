import { Alert, Button, Card, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { LOAD_HISTORY_ERROR_INLINE, useCampaignHistory } from '../api/get-campaign-history';
import { useHistoryView } from '../hooks/use-history-view';
import { DEFAULT_VIEW, toQuery } from '../lib/history-params';
import { CampaignCard } from './campaign-card';
import { HistoryFilters } from './history-filters';
import { HistoryPagination } from './history-pagination';

export const NO_LOADS = 'No loads found';

function LoadingCards({ count }: { count: number }) {
  return (
    <Stack gap="md" role="status" aria-live="polite">
      <VisuallyHidden>Loading load history...</VisuallyHidden>
      {Array.from({ length: Math.min(count, 3) }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
        <Card key={index} withBorder radius="md" padding="md" aria-hidden="true">
          <Skeleton height={20} width="40%" mb="sm" />
          <Skeleton height={14} width="60%" mb="sm" />
          <Skeleton height={14} width="90%" />
        </Card>
      ))}
    </Stack>
  );
}

/**
 * /ai/campaign-history (document 3 §2 "Load History"): search (500 ms debounce), Status
 * (default confirmed and cancelled), Location Filters chips, page size, the load cards and
 * pagination. The view lives in the URL, so Back from a load restores it.
 */
export function CampaignHistory() {
  const { view, update } = useHistoryView();
  const location = useLocation();
  const query = useMemo(() => toQuery(view), [view]);
  const history = useCampaignHistory(query);
  const from = `${location.pathname}${location.search}`;
  const campaigns = history.data?.campaigns;

  let content: ReactNode;
  if (history.isPending) {
    content = <LoadingCards count={view.pageSize} />;
  } else if (history.isError) {
    content = (
      <Alert color="red" role="alert" title="Error">
        <Group justify="space-between">
          <Text size="sm">{LOAD_HISTORY_ERROR_INLINE}</Text>
          <Button
            size="xs"
            variant="outline"
            color="red"
            loading={history.isFetching}
            onClick={() => void history.refetch()}
          >
            Try again
          </Button>
        </Group>
      </Alert>
    );
  } else if (!campaigns || campaigns.length === 0) {
    content = (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Text fw={600}>{NO_LOADS}</Text>
        <Button
          variant="light"
          onClick={() =>
            update({
              query: DEFAULT_VIEW.query,
              statuses: DEFAULT_VIEW.statuses,
              locations: DEFAULT_VIEW.locations,
            })
          }
        >
          Clear search
        </Button>
      </Stack>
    );
  } else {
    content = (
      <Stack gap="md" aria-busy={history.isFetching} aria-label="Loads" component="section">
        {campaigns.map((campaign) => (
          <CampaignCard key={campaign.campaign_id} campaign={campaign} from={from} />
        ))}
      </Stack>
    );
  }

  const pagination = history.isError ? undefined : history.data?.pagination;
  return (
    <Page title="Load History" size="lg">
      <HistoryFilters view={view} onChange={update} />
      {pagination && pagination.total_items > 0 ? (
        <Text size="sm" c="dimmed" aria-live="polite">
          {pagination.total_items === 1 ? '1 load' : `${pagination.total_items} loads`}
        </Text>
      ) : null}
      {content}
      {pagination && campaigns && campaigns.length > 0 ? (
        <HistoryPagination pagination={pagination} onPage={(page) => update({ page })} />
      ) : null}
    </Page>
  );
}
