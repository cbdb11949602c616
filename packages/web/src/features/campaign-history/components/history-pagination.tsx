import type { Pagination } from '@fleet/contracts';
import { Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { pageItems } from '../lib/history-params';

/**
 * §2: first, previous, numbered pages near the current with ellipses, next, last; on narrow
 * screens previous and next only.
 */
export function HistoryPagination({
  pagination,
  onPage,
}: {
  pagination: Pagination;
  onPage: (page: number) => void;
}) {
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const { current_page: current, total_pages: total } = pagination;
  if (total <= 1) return null;
  const hasPrev = pagination.has_prev && current > 1;
  const hasNext = pagination.has_next && current < total;
  const go = (page: number) => () => onPage(page);

  return (
    <nav aria-label="Load History pages">
      <Group gap="xs" justify="center">
        {narrow ? null : (
          <Button variant="default" size="xs" disabled={!hasPrev} onClick={go(1)}>
            First
          </Button>
        )}
        <Button variant="default" size="xs" disabled={!hasPrev} onClick={go(current - 1)}>
          Previous
        </Button>
        {narrow ? (
          <Text size="sm" aria-live="polite">
            Page {current} of {total}
          </Text>
        ) : (
          pageItems(current, total).map((item, index) =>
            item === 'dots' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, in fixed places
              <Text key={`dots-${index}`} aria-hidden="true" c="dimmed">
                …
              </Text>
            ) : (
              <Button
                key={item}
                size="xs"
                variant={item === current ? 'filled' : 'default'}
                aria-label={`Page ${item}`}
                aria-current={item === current ? 'page' : undefined}
                onClick={item === current ? undefined : go(item)}
              >
                {item}
              </Button>
            ),
          )
        )}
        <Button variant="default" size="xs" disabled={!hasNext} onClick={go(current + 1)}>
          Next
        </Button>
        {narrow ? null : (
          <Button variant="default" size="xs" disabled={!hasNext} onClick={go(total)}>
            Last
          </Button>
        )}
      </Group>
    </nav>
  );
}
