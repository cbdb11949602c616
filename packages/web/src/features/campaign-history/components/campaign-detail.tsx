import {
  Alert,
  Badge,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { useLocation, useNavigate } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { PageLoader } from '@/components/ui/page-loader';
import { LOAD_DETAILS_ERROR_INLINE, useCampaign } from '../api/get-campaign';
import { useCampaignCalls } from '../api/get-campaign-calls';
import { useCampaignCarriers } from '../api/get-campaign-carriers';
import {
  campaignStatusColor,
  campaignStatusLabel,
  formatCampaignTime,
  formatRate,
} from '../lib/format';
import { CAMPAIGN_HISTORY_PATH, isCampaignHistoryHref } from '../lib/paths';
import {
  CallSessionsSection,
  CarriersSection,
  Field,
  InstructionsSection,
  RateSection,
  SpecificationsSection,
  StopsSection,
} from './detail-sections';

export const BACK_TO_HISTORY = 'Back to Load History';

/** The list URL the detail was opened from (router state), else the default list. */
function useBackHref(): string {
  const location = useLocation();
  const from = (location.state as { from?: unknown } | null)?.from;
  return isCampaignHistoryHref(from) ? from : CAMPAIGN_HISTORY_PATH;
}

function BackButton() {
  const navigate = useNavigate();
  const href = useBackHref();
  return (
    <Group>
      <Button variant="subtle" px={0} onClick={() => navigate(href)}>
        ← {BACK_TO_HISTORY}
      </Button>
    </Group>
  );
}

/**
 * /ai/campaign-history/{campaignId} (document 3 §2 "Load detail"): name, status, created,
 * totals, stops, specifications, rate information, special instructions, carriers (the basic
 * info of the campaign, at most 10, when /carriers fails) and call sessions. 'Back to Load
 * History' returns to the list URL it was opened from, so the filters come back.
 */
export function CampaignDetail({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId);
  const carriers = useCampaignCarriers(campaignId);
  const calls = useCampaignCalls(campaignId);

  if (campaign.isPending) return <PageLoader label="Loading load details" />;
  if (campaign.isError) {
    return (
      <Page title="Load Detail">
        <BackButton />
        <Alert color="red" role="alert" title="Error">
          <Group justify="space-between">
            <Text size="sm">{LOAD_DETAILS_ERROR_INLINE}</Text>
            <Button
              size="xs"
              variant="outline"
              color="red"
              loading={campaign.isFetching}
              onClick={() => void campaign.refetch()}
            >
              Try again
            </Button>
          </Group>
        </Alert>
      </Page>
    );
  }

  const data = campaign.data;
  const carrierFallback = carriers.isError;
  const carrierRows = carriers.data ?? (carrierFallback ? data.carrier_list : []);
  const callRows = calls.data ?? (calls.isError ? data.call_sessions : []);
  return (
    <Page title={data.name} size="lg">
      <BackButton />
      <Stack gap="md">
        <Group gap="sm">
          <Badge size="lg" variant="light" color={campaignStatusColor(data.status)}>
            <VisuallyHidden>Status: </VisuallyHidden>
            {campaignStatusLabel(data.status)}
          </Badge>
          <Text size="sm" c="dimmed">
            Created {formatCampaignTime(data.created_at)}
          </Text>
        </Group>
        <section aria-label="Totals">
          <SimpleGrid
            component="dl"
            cols={{ base: 2, sm: 4 }}
            spacing="xs"
            m={0}
            aria-label="Totals"
          >
            <Field label="Carriers" value={String(data.total_carriers)} />
            <Field label="Calls" value={String(data.call_count)} />
            <Field label="Best Offer" value={formatRate(data.state.best_offer)} />
            <Field label="Last Updated" value={formatCampaignTime(data.updated_at)} />
          </SimpleGrid>
        </section>
        <StopsSection campaign={data} />
        <SpecificationsSection campaign={data} />
        <RateSection campaign={data} />
        <InstructionsSection campaign={data} />
        <CarriersSection
          carriers={carrierRows}
          fallback={carrierFallback}
          fileName={data.carrier_file_name}
          loading={carriers.isPending}
        />
        {calls.isPending ? (
          <Text size="sm" role="status">
            Loading calls...
          </Text>
        ) : (
          <CallSessionsSection calls={callRows} />
        )}
      </Stack>
    </Page>
  );
}
