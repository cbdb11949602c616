import type { TranscriptEntry } from '@fleet/contracts';
import { Box, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';

/** Document 3 §9: the live transcript box is 144 px tall and scrolls to the newest message. */
export const TRANSCRIPT_HEIGHT = 144;

const SPEAKER = { user: 'Broker', agent: 'Agent' } as const;

/** The call's live transcription: Broker (the far end) and Agent, newest at the bottom. */
export function TranscriptBox({
  entries,
  label,
}: {
  entries: readonly (TranscriptEntry | undefined)[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  const lines = entries.filter((entry): entry is TranscriptEntry => entry !== undefined);
  const count = lines.length;
  const last = lines.at(-1)?.message;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll whenever a line arrives or changes
  useEffect(() => {
    const element = box.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [count, last]);

  return (
    <Box
      ref={box}
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
      p="xs"
      style={{
        height: TRANSCRIPT_HEIGHT,
        overflowY: 'auto',
        border: '1px solid var(--mantine-color-gray-3)',
        borderRadius: 6,
        background: 'var(--mantine-color-gray-0)',
      }}
    >
      {count === 0 ? (
        <Text size="sm" c="dimmed">
          Waiting for the conversation to start...
        </Text>
      ) : (
        <Stack gap={4}>
          {lines.map((entry, index) => (
            <Group
              // biome-ignore lint/suspicious/noArrayIndexKey: the transcript index is the line's identity
              key={index}
              justify={entry.sender === 'user' ? 'flex-end' : 'flex-start'}
              data-sender={entry.sender}
            >
              <Box
                maw="85%"
                px="xs"
                py={2}
                style={{
                  borderRadius: 6,
                  background:
                    entry.sender === 'user'
                      ? 'var(--mantine-color-blue-0)'
                      : 'var(--mantine-color-white)',
                }}
              >
                <Text size="xs" fw={700} component="span">
                  {SPEAKER[entry.sender]}:{' '}
                </Text>
                <Text size="sm" component="span" data-testid="transcript-message">
                  {entry.message}
                </Text>
              </Box>
            </Group>
          ))}
        </Stack>
      )}
    </Box>
  );
}
