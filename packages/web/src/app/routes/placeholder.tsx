import { Text } from '@mantine/core';
import { Page } from '@/components/ui/page';

/** Alerts, Loads and Trips: placeholder pages in the spec itself (document 1: content not shown). */
export function PlaceholderRoute({ title }: { title: string }) {
  return (
    <Page title={title}>
      <Text c="dimmed">There is nothing on this page yet.</Text>
    </Page>
  );
}
