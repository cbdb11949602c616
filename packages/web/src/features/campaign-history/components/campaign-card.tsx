import type { CampaignHistoryItem } from '@fleet/contracts';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import {
  campaignStatusColor,
  campaignStatusLabel,
  formatCampaignTime,
  formatDistance,
  formatEquipment,
  formatRate,
  formatRateRange,
  formatRoute,
  text,
} from '../lib/format';
import { campaignDetailPath } from '../lib/paths';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * One load of Load History (§2): name, created, status badge, route, distance, equipment,
 * commodity, rate range, and the stats carriers, calls, best offer, last updated. The name links
 * to the load detail, carrying the list URL so Back returns to the same filters.
 */
export function CampaignCard({ campaign, from }: { campaign: CampaignHistoryItem; from: string }) {
  const load = campaign.load_details;
  const headingId = `campaign-${campaign.campaign_id}-name`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <div>
            <Title order={2} size="h4" id={headingId}>
              <Anchor
                component={Link}
                to={campaignDetailPath(campaign.campaign_id)}
                state={{ from }}
              >
                {campaign.name}
              </Anchor>
            </Title>
            <Text size="xs" c="dimmed">
              Created {formatCampaignTime(campaign.created_at)}
            </Text>
          </div>
          <Badge color={campaignStatusColor(campaign.status)} variant="light">
            {campaignStatusLabel(campaign.status)}
          </Badge>
        </Group>
        <Text fw={600}>{formatRoute(load.stops)}</Text>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" m={0}>
          <Field label="Distance" value={formatDistance(load.total_distance)} />
          <Field label="Equipment" value={formatEquipment(load.equipment_type)} />
          <Field label="Commodity" value={text(load.commodity)} />
          <Field label="Rate Range" value={formatRateRange(campaign.rate_range)} />
        </SimpleGrid>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="xs" m={0}>
          <Field label="Carriers" value={String(campaign.total_carriers)} />
          <Field label="Calls" value={String(campaign.call_count)} />
          <Field label="Best Offer" value={formatRate(campaign.state.best_offer)} />
          <Field label="Last Updated" value={formatCampaignTime(campaign.last_updated)} />
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
