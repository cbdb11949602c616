import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import classes from './monitoring-card.module.css';

/** A home card: the whole card is one link to its list. */
export function MonitoringCard({
  title,
  to,
  description,
  children,
}: {
  title: string;
  to: string;
  description: string;
  children?: ReactNode;
}) {
  return (
    <Card component={Link} to={to} withBorder padding="lg" className={classes.card}>
      <Stack gap={6}>
        <Title order={2} size="h4">
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {description}
        </Text>
        {children}
      </Stack>
    </Card>
  );
}
