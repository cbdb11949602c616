import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';

export function NotFoundRoute() {
  return (
    <Stack align="center" py={96} px="md" gap="md">
      <Title order={1} tabIndex={-1} data-page-heading>
        Page not found
      </Title>
      <Text c="dimmed">The page you are looking for does not exist.</Text>
      <Anchor component={Link} to={paths.home}>
        Go to the home page
      </Anchor>
    </Stack>
  );
}
