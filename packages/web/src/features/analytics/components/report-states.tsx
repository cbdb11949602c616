import { REPORT_MESSAGES } from '@fleet/contracts';
import { Alert, Button, Text } from '@mantine/core';

/** Inline failure (the toast has said it too, §8), with a way to ask again. */
export function ReportError({ onRetry }: { onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={REPORT_MESSAGES.loadFailed}>
      <Button size="xs" variant="default" onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}

/** No rows: none in the range, or none matching the search. */
export function ReportEmpty({ search }: { search: string }) {
  return (
    <Text py="md" ta="center" c="dimmed">
      {search.trim()
        ? `Nothing matches “${search.trim()}” in this range.`
        : 'No data for this range.'}
    </Text>
  );
}
