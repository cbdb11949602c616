import '@mantine/dates/styles.css';
import type { RecurrenceRuleInput } from '@fleet/contracts';
import {
  type RecurrenceCommitParams,
  type RecurrenceEndType,
  type RecurrenceType,
  recurrenceSetupMachine,
  selectRecurrenceDraft,
  selectRecurrenceOpen,
  selectRecurrenceToday,
  usDateOf,
} from '@fleet/machines';
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { fromIsoDate, parseUsDate, toIsoDate } from '@/lib/us-dates';
import { MONTHS, WEEKDAYS } from '../lib/form';

const TYPE_OPTIONS: { value: RecurrenceType; label: string }[] = [
  { value: 'none', label: 'None' },
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'monthly', label: 'Monthly' },
  { value: 'yearly', label: 'Yearly' },
  { value: 'custom', label: 'Custom' },
];

/**
 * The Configure Recurrence dialog (document 2 §4, §5): a view of the recurrence-setup machine.
 * `openSignal` opens it on `rule` whenever it changes to a new number; a save hands the rule
 * (null for none) and the new default due date to `onSave`.
 */
export function RecurrenceDialog({
  openSignal,
  rule,
  onSave,
  now = () => new Date(),
}: {
  openSignal: number;
  rule: RecurrenceRuleInput | null;
  onSave: (params: RecurrenceCommitParams) => void;
  now?: () => Date;
}) {
  const onSaveRef = useRef(onSave);
  onSaveRef.current = onSave;
  const actor = useActorRef(
    recurrenceSetupMachine.provide({
      actions: { commit: (_, params) => onSaveRef.current(params) },
    }),
  );
  const open = useSelector(actor, selectRecurrenceOpen);
  const draft = useSelector(actor, selectRecurrenceDraft);
  const today = useSelector(actor, selectRecurrenceToday);
  const ruleRef = useRef(rule);
  ruleRef.current = rule;
  const nowRef = useRef(now);
  nowRef.current = now;

  useEffect(() => {
    if (openSignal > 0) {
      actor.send({
        type: 'recurrence.open',
        rule: ruleRef.current,
        today: usDateOf(nowRef.current()),
      });
    }
  }, [openSignal, actor]);

  const repeats = draft.type !== 'none';
  const unit =
    draft.type === 'weekly'
      ? 'week(s)'
      : draft.type === 'monthly'
        ? 'month(s)'
        : draft.type === 'yearly'
          ? 'year(s)'
          : 'day(s)';

  return (
    <Modal
      opened={open}
      onClose={() => actor.send({ type: 'recurrence.cancel' })}
      title="Configure Recurrence"
      size="lg"
    >
      <Stack gap="sm">
        <Select
          label="Repeat"
          data={TYPE_OPTIONS}
          value={draft.type}
          allowDeselect={false}
          onChange={(value) =>
            value && actor.send({ type: 'recurrence.setType', value: value as RecurrenceType })
          }
          comboboxProps={{ withinPortal: false }}
        />
        {repeats ? (
          <>
            <Group align="flex-end">
              <TextInput
                label={`Repeat every (${unit})`}
                inputMode="numeric"
                value={draft.interval}
                onChange={(event) =>
                  actor.send({ type: 'recurrence.setInterval', value: event.currentTarget.value })
                }
                w={200}
              />
              {draft.type === 'custom' ? (
                <Select
                  label="Unit"
                  data={['Days']}
                  value="Days"
                  allowDeselect={false}
                  w={140}
                  comboboxProps={{ withinPortal: false }}
                />
              ) : null}
            </Group>
            {draft.type === 'weekly' ? (
              <Checkbox.Group label="On these days" value={draft.daysOfWeek.map(String)}>
                <Group gap="xs" mt={4}>
                  {WEEKDAYS.map((name, day) => (
                    <Checkbox
                      key={name}
                      value={String(day)}
                      label={name}
                      onChange={() => actor.send({ type: 'recurrence.toggleWeekday', day })}
                    />
                  ))}
                </Group>
              </Checkbox.Group>
            ) : null}
            {draft.type === 'yearly' ? (
              <Select
                label="Month"
                data={MONTHS.map((label, index) => ({ value: String(index + 1), label }))}
                value={String(draft.month)}
                allowDeselect={false}
                onChange={(value) =>
                  value && actor.send({ type: 'recurrence.setMonth', month: Number(value) })
                }
                comboboxProps={{ withinPortal: false }}
              />
            ) : null}
            {draft.type === 'monthly' || draft.type === 'yearly' ? (
              <TextInput
                label="Day of month"
                inputMode="numeric"
                value={draft.dayOfMonth}
                onChange={(event) =>
                  actor.send({ type: 'recurrence.setDayOfMonth', value: event.currentTarget.value })
                }
                w={200}
              />
            ) : null}
            <Radio.Group
              label="Ends"
              value={draft.endType}
              onChange={(value) =>
                actor.send({ type: 'recurrence.setEndType', value: value as RecurrenceEndType })
              }
            >
              <Stack gap={6} mt={4}>
                <Radio value="never" label="Never" />
                <Radio value="after" label="After a number of occurrences" />
                <Radio value="onDate" label="On a date" />
              </Stack>
            </Radio.Group>
            {draft.endType === 'after' ? (
              <TextInput
                label="Occurrences"
                inputMode="numeric"
                value={draft.occurrences}
                onChange={(event) =>
                  actor.send({
                    type: 'recurrence.setOccurrences',
                    value: event.currentTarget.value,
                  })
                }
                w={200}
              />
            ) : null}
            {draft.endType === 'onDate' ? (
              <DateInput
                label="End date"
                valueFormat="MM/DD/YYYY"
                dateParser={parseUsDate}
                minDate={toIsoDate(today) ?? undefined}
                value={toIsoDate(draft.endDate)}
                onChange={(value) =>
                  actor.send({ type: 'recurrence.setEndDate', date: fromIsoDate(value) })
                }
                popoverProps={{ withinPortal: false }}
                w={200}
              />
            ) : null}
            <TextInput
              label="Due date (days from now)"
              description="Each occurrence is due this many days after it is created (at least 1)."
              inputMode="numeric"
              value={draft.dueOffset}
              onChange={(event) =>
                actor.send({ type: 'recurrence.setDueOffset', value: event.currentTarget.value })
              }
              w={260}
            />
          </>
        ) : (
          <Text c="dimmed" size="sm">
            The task does not repeat.
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => actor.send({ type: 'recurrence.cancel' })}>
            Cancel
          </Button>
          <Button onClick={() => actor.send({ type: 'recurrence.save' })}>Save Recurrence</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
