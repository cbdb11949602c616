import { Button, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

/**
 * Step 3 (document 3 §2): 'Your AI assistant is now set up and ready to use', with ' after
 * approval' while signup is still required, and a link to Load Booking. 'All Set!' heads it when
 * signup is done.
 */
export function CompleteStep({ message, allSet }: { message: string; allSet: boolean }) {
  return (
    <Stack gap="md" align="flex-start">
      <Title order={2} size="h3" tabIndex={-1} data-step-heading>
        {allSet ? 'All Set!' : 'Setup complete'}
      </Title>
      <Text>{message}.</Text>
      <Button component={Link} to={paths.aiLoadBooking}>
        Go to Load Booking
      </Button>
    </Stack>
  );
}
