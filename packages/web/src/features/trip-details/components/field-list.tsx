import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Field {
  label: string;
  value: ReactNode;
}

/** Label / value pairs as a description list. */
export function FieldList({ fields }: { fields: readonly Field[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {fields.map((field) => (
        <Group key={field.label} justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Text component="dt" size="sm" c="dimmed">
            {field.label}
          </Text>
          <Text
            component="dd"
            size="sm"
            fw={500}
            m={0}
            ta="right"
            style={{ wordBreak: 'break-word' }}
          >
            {field.value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
