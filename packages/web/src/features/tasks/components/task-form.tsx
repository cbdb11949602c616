import '@mantine/dates/styles.css';
import {
  fileTooLargeMessage,
  MAX_FILE_BYTES,
  TASK_LOOKUP_LIMIT,
  type Task,
} from '@fleet/contracts';
import {
  Alert,
  Badge,
  Button,
  CloseButton,
  FileButton,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { fromIsoDate, parseUsDate, toIsoDate } from '@/lib/us-dates';
import { useDepartments, useLookup, useTaskTypes } from '../api/lookups';
import { describeRule, type TaskFormValues } from '../lib/form';
import { createdFromHref, createdFromLabel } from '../lib/links';
import { AssigneeSelect, LookupSelect } from './lookup-select';
import { RecurrenceDialog } from './recurrence-dialog';

export type TaskFormSubmit = (values: TaskFormValues, intent: 'save' | 'statusAndSave') => void;

/**
 * The task form of /task/create and /task/edit (document 2 §2.2, §2.3): Related To and Issue,
 * Configure Recurrence, Attach File, Cancel, Save, and on edit 'Resolve and Save' / 'Reopen and
 * Save'. Files are kept here and uploaded by the screen once the task is saved.
 */
export function TaskForm({
  initial,
  task,
  submitting,
  uploading,
  error,
  onSubmit,
  onCancel,
  statusActionLabel,
}: {
  initial: TaskFormValues;
  /** The saved task (edit), for the labels of its lookups. */
  task?: Task;
  submitting: boolean;
  /** The name of the file being uploaded after a save. */
  uploading: string | null;
  error: string | null;
  onSubmit: TaskFormSubmit;
  onCancel: () => void;
  /** Edit only: 'Resolve and Save' or 'Reopen and Save'. */
  statusActionLabel?: string;
}) {
  const [values, setValues] = useState<TaskFormValues>(initial);
  const [recurrenceSignal, setRecurrenceSignal] = useState(0);
  // A task created from an exception (whose id is the trip number) starts on that trip.
  const fromTrip = !task && values.createdFromId ? values.createdFromId : null;
  const tripMatch = useLookup('loads', fromTrip ?? '', TASK_LOOKUP_LIMIT, {
    enabled: fromTrip !== null,
  });
  const [tripLabel, setTripLabel] = useState<string | null>(null);
  useEffect(() => {
    const match = tripMatch.data?.find((item) => item.label === fromTrip);
    if (!match) return;
    setTripLabel(match.label);
    setValues((previous) => (previous.tripId ? previous : { ...previous, tripId: match.id }));
  }, [tripMatch.data, fromTrip]);
  const taskTypes = useTaskTypes();
  const departments = useDepartments();
  const set = <K extends keyof TaskFormValues>(key: K, value: TaskFormValues[K]) =>
    setValues((previous) => ({ ...previous, [key]: value }));

  const addFiles = (files: File[]) => {
    const kept: File[] = [];
    for (const file of files) {
      if (file.size > MAX_FILE_BYTES) notify.error(fileTooLargeMessage(file.name));
      else kept.push(file);
    }
    if (kept.length > 0) set('uploads', [...values.uploads, ...kept]);
  };

  const busy = submitting || uploading !== null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values, 'save');
  };

  const taskTypeOptions = optionList(
    (taskTypes.data ?? []).map((t) => ({
      value: t.task_type_id,
      label: t.name,
      active: t.is_active,
    })),
    values.taskTypeId,
    task?.task_type?.name,
  );
  const departmentOptions = optionList(
    (departments.data ?? []).map((d) => ({
      value: d.department_id,
      label: d.name,
      active: d.is_active,
    })),
    values.departmentId,
    task?.department_details?.name,
  );

  return (
    <form onSubmit={submit} aria-label="Task">
      <Stack gap="md">
        {values.createdFromId && values.createdFromType ? (
          <Group gap="xs">
            <Text fw={600} size="sm">
              Created From
            </Text>
            <Badge
              component={Link}
              to={createdFromHref(values.createdFromId, values.createdFromType)}
              style={{ cursor: 'pointer' }}
            >
              {createdFromLabel(values.createdFromId, values.createdFromType)}
            </Badge>
          </Group>
        ) : null}

        <Section title="Related To">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <LookupSelect
              kind="loads"
              label="Trip"
              value={values.tripId}
              valueLabel={tripLabel}
              onChange={(value) => set('tripId', value)}
            />
            <LookupSelect
              kind="orderNumbers"
              label="Order Number"
              value={values.orderNumber}
              onChange={(value) => set('orderNumber', value)}
            />
            <LookupSelect
              kind="customerNames"
              label="Customer Name"
              value={values.customerName}
              onChange={(value) => set('customerName', value)}
            />
            <LookupSelect
              kind="trucks"
              label="Truck"
              value={values.truckId}
              onChange={(value) => set('truckId', value)}
            />
            <LookupSelect
              kind="trailers"
              label="Trailer"
              value={values.trailerId}
              onChange={(value) => set('trailerId', value)}
            />
            <LookupSelect
              kind="drivers"
              label="Driver"
              value={values.driverId}
              valueLabel={task?.driver_details?.name ?? null}
              onChange={(value) => set('driverId', value)}
            />
          </SimpleGrid>
        </Section>

        <Section title="Issue">
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
            <Select
              label="Task Type"
              placeholder="Select a task type"
              data={taskTypeOptions}
              value={values.taskTypeId}
              onChange={(value) => set('taskTypeId', value)}
              clearable
              searchable
              comboboxProps={{ withinPortal: false }}
            />
            <Select
              label="Department"
              placeholder="Select a department"
              data={departmentOptions}
              value={values.departmentId}
              onChange={(value) => set('departmentId', value)}
              clearable
              searchable
              comboboxProps={{ withinPortal: false }}
            />
            <DateInput
              label="Due Date"
              placeholder="MM/DD/YYYY"
              valueFormat="MM/DD/YYYY"
              dateParser={parseUsDate}
              clearable
              value={toIsoDate(values.dueDate)}
              onChange={(value) => set('dueDate', fromIsoDate(value))}
              popoverProps={{ withinPortal: false }}
            />
          </SimpleGrid>
          <AssigneeSelect
            value={values.assignedTo}
            onChange={(value) => set('assignedTo', value)}
          />
          <Textarea
            label="Instruction"
            autosize
            minRows={2}
            value={values.instruction}
            onChange={(event) => set('instruction', event.currentTarget.value)}
          />
          <Textarea
            label="Description"
            autosize
            minRows={3}
            value={values.description}
            onChange={(event) => set('description', event.currentTarget.value)}
          />
        </Section>

        <Group gap="sm" align="center">
          <Button variant="light" onClick={() => setRecurrenceSignal((n) => n + 1)}>
            Configure Recurrence
          </Button>
          <Text size="sm" c="dimmed" data-testid="recurrence-summary">
            {describeRule(values.recurrenceConfig)}
          </Text>
        </Group>

        <Stack gap={6}>
          <Group gap="sm">
            <FileButton onChange={addFiles} multiple>
              {(props) => (
                <Button {...props} variant="light">
                  Attach File
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              Up to 50 MB per file; uploaded when the task is saved.
            </Text>
          </Group>
          {values.uploads.length > 0 ? (
            <ul
              aria-label="Files to attach"
              style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}
            >
              {values.uploads.map((file, index) => (
                <li key={`${file.name}-${file.size}-${file.lastModified}`}>
                  <Group gap="xs">
                    <Text size="sm">{file.name}</Text>
                    {uploading === file.name ? (
                      <Text size="xs" c="blue">
                        Uploading…
                      </Text>
                    ) : (
                      <CloseButton
                        size="sm"
                        aria-label={`Remove ${file.name}`}
                        disabled={busy}
                        onClick={() =>
                          set(
                            'uploads',
                            values.uploads.filter((_, i) => i !== index),
                          )
                        }
                      />
                    )}
                  </Group>
                </li>
              ))}
            </ul>
          ) : null}
          {task && task.uploads.length > 0 ? (
            <Text size="sm">
              Attached: {task.uploads.map((upload) => upload.upload.file_name).join(', ')}
            </Text>
          ) : null}
        </Stack>

        {error ? (
          <Alert color="red" role="alert" title="Could not save the task">
            {error}
          </Alert>
        ) : null}

        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          {statusActionLabel ? (
            <Button
              variant="light"
              color={statusActionLabel.startsWith('Reopen') ? 'orange' : 'green'}
              disabled={busy}
              onClick={() => onSubmit(values, 'statusAndSave')}
            >
              {statusActionLabel}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            Save
          </Button>
        </Group>
      </Stack>
      <RecurrenceDialog
        openSignal={recurrenceSignal}
        rule={values.recurrenceConfig}
        onSave={({ rule, dueDate }) =>
          setValues((previous) => ({
            ...previous,
            recurrenceConfig: rule,
            // §4: after saving a recurrence the default due date is today + its offset.
            dueDate: dueDate ?? previous.dueDate,
          }))
        }
      />
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** Active entries, plus the current value even when inactive or unknown (so it shows). */
function optionList(
  entries: { value: string; label: string; active: boolean }[],
  current: string | null,
  currentLabel: string | undefined,
) {
  const options = entries
    .filter((entry) => entry.active || entry.value === current)
    .map(({ value, label }) => ({ value, label }));
  if (current && !options.some((option) => option.value === current)) {
    options.push({ value: current, label: currentLabel ?? current });
  }
  return options;
}
