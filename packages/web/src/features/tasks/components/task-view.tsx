import type { Task } from '@fleet/contracts';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { notify } from '@/lib/notify';
import { saveBlob } from '@/lib/save-blob';
import { useTaskFileDownloader } from '../api/attachments';
import { errorText, isUnknownTask } from '../api/save-task';
import { useTask } from '../api/tasks';
import { describeRule } from '../lib/form';
import { createdFromHref, createdFromLabel, taskEditHref } from '../lib/links';
import { assigneesOf, statusLabel, todayNumber } from '../lib/status';

const dash = (value: string | null | undefined) => (value?.trim() ? value : '-');

/**
 * /task/view?id={task _id} (also /task/details): the task read-only (document 2 §2.4), its
 * attachments, and the notes panel the route passes in. A missing or unknown id goes back to
 * /task/list.
 */
export function TaskViewScreen({ renderNotes }: { renderNotes?: (task: Task) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const query = useTask(id);
  if (!id || isUnknownTask(query.error)) return <Navigate to="/task/list" replace />;
  const task = query.data;
  return (
    <Page title={task ? `Task ${task.task_id}` : 'Task'}>
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !task ? (
        <Loader aria-label="Loading task" />
      ) : (
        <Stack gap="lg">
          <TaskDetails task={task} />
          {renderNotes?.(task)}
        </Stack>
      )}
    </Page>
  );
}

function TaskDetails({ task }: { task: Task }) {
  const meta = task.origin?.meta_data ?? null;
  const download = useTaskFileDownloader();
  const assignees = assigneesOf(task);
  const fields: [string, ReactNode][] = [
    ['Task Type', dash(task.task_type?.name ?? task.task_type_id)],
    ['Department', dash(task.department_details?.name ?? task.department_id)],
    ['Trip', dash(task.trip_id)],
    ['Order', dash(task.order_id)],
    ['Customer', dash(task.customer_name)],
    ['Truck', dash(task.truck_id)],
    ['Trailer', dash(task.trailer_id)],
    ['Driver Name', dash(task.driver_details?.name ?? task.driver_id)],
    ['Due Date', dash(task.due_date)],
    ['Created By', dash(task.created_by?.name || task.created_by?.user_id)],
    [
      'Assigned To',
      assignees.length ? assignees.map((person) => person.name || person.user_id).join(', ') : '-',
    ],
    ['Recurrence', task.is_recurring ? describeRule(task.recurrence_rule) : 'Does not repeat'],
  ];
  return (
    <Paper withBorder p="md">
      <Stack gap="md">
        <Group justify="space-between">
          <Group gap="sm">
            <Badge size="lg" variant="light" aria-label="Status">
              {statusLabel(task, todayNumber())}
            </Badge>
            {meta ? (
              <Group gap={6}>
                <Text size="sm" fw={600}>
                  Created From
                </Text>
                <Badge
                  component={Link}
                  to={createdFromHref(meta.created_from_id, meta.created_from_type)}
                  style={{ cursor: 'pointer' }}
                >
                  {createdFromLabel(meta.created_from_id, meta.created_from_type)}
                </Badge>
              </Group>
            ) : null}
          </Group>
          <Button component={Link} to={taskEditHref(task._id)}>
            Edit
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} component="dl" spacing="sm">
          {fields.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="xs" c="dimmed" fw={600}>
                {label}
              </Text>
              <Text component="dd" m={0}>
                {value}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <div>
          <Title order={2} size="h5">
            Instruction
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{dash(task.issue?.instruction)}</Text>
        </div>
        <div>
          <Title order={2} size="h5">
            Description
          </Title>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{dash(task.issue?.description)}</Text>
        </div>
        <div>
          <Title order={2} size="h5">
            Attachments
          </Title>
          {task.uploads.length === 0 ? (
            <Text c="dimmed">No attachments</Text>
          ) : (
            <ul aria-label="Attachments" style={{ margin: 0, paddingLeft: '1rem' }}>
              {task.uploads.map((file) => (
                <li key={file._id}>
                  <Anchor
                    component="button"
                    type="button"
                    onClick={() =>
                      download(file._id).then(
                        (blob) => saveBlob(blob, file.upload.file_name),
                        () => notify.error('File download failed'),
                      )
                    }
                  >
                    {file.upload.file_name}
                  </Anchor>
                </li>
              ))}
            </ul>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
