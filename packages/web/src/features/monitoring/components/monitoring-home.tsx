import { Text } from '@mantine/core';
import { Page } from '@/components/ui/page';

/**
 * /home. The monitoring cards (document 1, "/home") need the fleet data, which the trip
 * aggregation brings; until then the page says so plainly instead of showing invented counts.
 */
export function MonitoringHome() {
  return (
    <Page title="Monitoring">
      <Text>
        The monitoring dashboard arrives with the fleet data: trip, temperature, detention and
        available-truck cards will appear here once trips are flowing in.
      </Text>
    </Page>
  );
}
