import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page with its one h1; the route focus effect moves focus to that heading on navigation. */
export function Page({
  title,
  children,
  size = 'lg',
}: {
  title: string;
  children?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
}) {
  return (
    <Container size={size} py="lg">
      <Stack gap="md">
        <Title order={1} tabIndex={-1} data-page-heading>
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
