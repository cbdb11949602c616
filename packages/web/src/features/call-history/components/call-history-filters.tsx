import { CALL_RECORD_STATUS_LABELS } from '@fleet/contracts';
import { Button, Group, Paper, Radio, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import type { StatusFilter } from '../lib/history-params';

const STATUS_OPTIONS: ReadonlyArray<{ value: StatusFilter; label: string }> = [
  { value: 'completed', label: CALL_RECORD_STATUS_LABELS.completed },
  { value: 'in_progress', label: CALL_RECORD_STATUS_LABELS.in_progress },
  { value: 'all', label: 'All' },
];

/**
 * The status filter (single choice, applied by 'Update Results'; 'Clear Filters' goes back to All
 * and empties the phone search) and the phone search (applied by Search or Enter).
 */
export function CallHistoryFilters({
  status,
  phone,
  onApplyStatus,
  onClear,
  onSearch,
}: {
  status: StatusFilter;
  phone: string;
  onApplyStatus: (status: StatusFilter) => void;
  onClear: () => void;
  onSearch: (phone: string) => void;
}) {
  const [pendingStatus, setPendingStatus] = useState<StatusFilter>(status);
  const [pendingPhone, setPendingPhone] = useState(phone);
  // Follow the URL when it changes underneath (Back, a link, Clear Filters).
  useEffect(() => setPendingStatus(status), [status]);
  useEffect(() => setPendingPhone(phone), [phone]);

  const search = (event: FormEvent) => {
    event.preventDefault();
    onSearch(pendingPhone.trim());
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Group align="flex-end" justify="space-between" gap="lg" wrap="wrap">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Radio.Group
            label="Status"
            value={pendingStatus}
            onChange={(value) => setPendingStatus(value as StatusFilter)}
          >
            <Group gap="md" mt={6}>
              {STATUS_OPTIONS.map((option) => (
                <Radio key={option.value} value={option.value} label={option.label} />
              ))}
            </Group>
          </Radio.Group>
          <Group gap="xs">
            <Button onClick={() => onApplyStatus(pendingStatus)}>Update Results</Button>
            <Button variant="default" onClick={onClear}>
              Clear Filters
            </Button>
          </Group>
        </Group>
        <form onSubmit={search} aria-label="Search calls by phone number">
          <Group align="flex-end" gap="xs">
            <TextInput
              label="Phone number"
              placeholder="Search by phone number"
              type="search"
              inputMode="tel"
              value={pendingPhone}
              onChange={(event) => setPendingPhone(event.currentTarget.value)}
              maxLength={40}
            />
            <Button type="submit" variant="outline">
              Search
            </Button>
          </Group>
        </form>
      </Group>
    </Paper>
  );
}
