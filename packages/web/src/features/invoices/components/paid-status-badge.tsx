import { Badge } from '@mantine/core';

const COLORS: Record<string, string> = {
  Paid: 'green',
  Unpaid: 'orange',
  'Partially Paid': 'yellow',
};

/** The invoice's paid status (§3; the set of values is ours, README). */
export function PaidStatusBadge({ status }: { status: string | null }) {
  return (
    // Dark text on the light tint: the tints' own text colours (orange, yellow) fail AA contrast.
    <Badge color={status ? (COLORS[status] ?? 'gray') : 'gray'} variant="light" c="dark.7">
      {status ?? 'No status'}
    </Badge>
  );
}
