import { Button, Group, Paper, Progress, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';

/** How long a verification call usually takes; the bar fills over this and then keeps moving. */
const EXPECTED_SECONDS = 60;

function useElapsedSeconds() {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    const started = Date.now();
    const timer = window.setInterval(
      () => setSeconds(Math.floor((Date.now() - started) / 1000)),
      1000,
    );
    return () => window.clearInterval(timer);
  }, []);
  return seconds;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/**
 * Step 1.5: the validation code, big, while the verification call rings; the wizard asks the
 * service every two seconds whether the code was keyed in.
 */
export function VerificationStep({
  code,
  phone,
  onBack,
}: {
  code: string;
  phone: string;
  onBack: () => void;
}) {
  const elapsed = useElapsedSeconds();
  const progress = Math.min(95, (elapsed / EXPECTED_SECONDS) * 100);
  return (
    <Stack gap="md" maw={520}>
      <Title order={2} size="h3" tabIndex={-1} data-step-heading>
        Verify your phone
      </Title>
      <Text>
        We're calling you now at <strong>{phone}</strong>. When you answer, key in this code on your
        phone's keypad:
      </Text>
      <Paper withBorder radius="md" p="lg" ta="center" bg="gray.0">
        <Text size="sm" c="dimmed">
          Validation code
        </Text>
        <Text
          ff="monospace"
          fw={700}
          fz={48}
          lts="0.3em"
          aria-hidden="true"
          data-testid="validation-code"
        >
          {code}
        </Text>
        {/* Read digit by digit ("1 2 3 4"), not as a number. */}
        <VisuallyHidden>{code.split('').join(' ')}</VisuallyHidden>
      </Paper>
      <Stack gap={6}>
        <Group justify="space-between">
          <Text size="sm" role="status">
            Waiting for verification...
          </Text>
          {/* Not a live region: it changes every second. */}
          <Text size="sm" c="dimmed">
            <VisuallyHidden>Elapsed time </VisuallyHidden>
            {clock(elapsed)}
          </Text>
        </Group>
        <Progress value={progress} animated striped aria-label="Verification progress" />
      </Stack>
      <Group>
        <Button variant="default" onClick={onBack}>
          Use a different number
        </Button>
      </Group>
    </Stack>
  );
}
