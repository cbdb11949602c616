import { Card, Title } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A bordered card with a small heading. */
export function InfoCard({
  title,
  children,
  style,
  action,
}: {
  title: string;
  children: ReactNode;
  style?: CSSProperties;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title} style={style}>
      <Card.Section withBorder inheritPadding py="xs" mb="sm">
        <div
          style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}
        >
          <Title order={3} size="h5">
            {title}
          </Title>
          {action}
        </div>
      </Card.Section>
      {children}
    </Card>
  );
}
