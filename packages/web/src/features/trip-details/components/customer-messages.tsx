import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CopyIcon } from '@/components/ui/icons';
import { notify } from '@/lib/notify';
import type { CustomerMessage } from '../lib/messages';
import { InfoCard } from './info-card';

/** Copies `text` and shows the 'Copied' toast for 1 s (document 1 §8, §9). */
export async function copyMessage(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success('Copied', { autoClose: 1000 });
  } catch {
    notify.error('Could not copy to the clipboard');
  }
}

export function CustomerMessages({ messages }: { messages: readonly CustomerMessage[] }) {
  if (messages.length === 0) return null;
  return (
    <InfoCard title="Customer Messages">
      <Stack gap="sm">
        {messages.map((message) => (
          <Paper key={message.id} withBorder p="sm" radius="sm">
            <Group justify="space-between" mb={6} wrap="nowrap">
              <Title order={4} size="h6">
                {message.title}
              </Title>
              <Button
                size="xs"
                variant="light"
                leftSection={<CopyIcon size={14} />}
                aria-label={`Copy ${message.title}`}
                onClick={() => void copyMessage(message.text)}
              >
                Copy
              </Button>
            </Group>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {message.text}
            </Text>
          </Paper>
        ))}
      </Stack>
    </InfoCard>
  );
}
