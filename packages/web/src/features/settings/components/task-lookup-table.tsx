import { linkedTasksWarning } from '@fleet/contracts';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  Loader,
  Modal,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { errorMessageFrom } from '@/lib/api-client';
import { notify } from '@/lib/notify';
import {
  linkedTasksOf,
  TASK_LOOKUP_KINDS,
  type TaskLookupEntry,
  type TaskLookupKind,
  useTaskLookupMutations,
  useTaskLookups,
} from '../api/task-lookups';

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : errorMessageFrom(undefined);

/**
 * Task types or departments (document 2 §2.6): the list, each row editable inline (Escape
 * cancels, Enter or Save saves), a create form, and delete with the linked-task warning: the
 * API refuses a type or department that tasks use (409 with the count); the dialog then says
 * 'There are N tasks linked to this …' and 'Delete anyway' deletes with force (the link on those
 * tasks is cleared).
 */
export function TaskLookupTable({ kind }: { kind: TaskLookupKind }) {
  const config = TASK_LOOKUP_KINDS[kind];
  const list = useTaskLookups(kind);
  const { create, update, remove } = useTaskLookupMutations(kind);
  const [editing, setEditing] = useState<TaskLookupEntry | null>(null);
  const [deleting, setDeleting] = useState<{
    entry: TaskLookupEntry;
    linked: number | null;
  } | null>(null);
  const [draft, setDraft] = useState({ name: '', description: '' });
  const [error, setError] = useState<string | null>(null);

  const fail = (failure: unknown) => {
    const text = messageOf(failure);
    setError(text);
    notify.error(text);
  };

  const saveEdit = () => {
    if (!editing?.name.trim()) return;
    update.mutate(editing, {
      onSuccess: () => {
        setEditing(null);
        setError(null);
      },
      onError: fail,
    });
  };
  const onEditKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      setEditing(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      saveEdit();
    }
  };

  const submitCreate = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.name.trim()) return;
    create.mutate(
      { name: draft.name, description: draft.description, is_active: true },
      {
        onSuccess: () => {
          setDraft({ name: '', description: '' });
          setError(null);
        },
        onError: fail,
      },
    );
  };

  const confirmDelete = (force: boolean) => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.entry.id, force },
      {
        onSuccess: () => {
          setDeleting(null);
          setError(null);
        },
        onError: (failure) => {
          const linked = linkedTasksOf(failure);
          if (linked !== null && !force) setDeleting({ ...deleting, linked });
          else {
            setDeleting(null);
            fail(failure);
          }
        },
      },
    );
  };

  const columns = ['Name', ...(config.hasDescription ? ['Description'] : []), 'Active', 'Actions'];
  return (
    <Paper withBorder p="md" component="section" aria-label={config.title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {config.title}
        </Title>
        <form onSubmit={submitCreate} aria-label={`New ${config.noun}`}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={`New ${config.noun} name`}
              value={draft.name}
              onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
              w={240}
            />
            {config.hasDescription ? (
              <TextInput
                label="Description"
                value={draft.description}
                onChange={(event) => setDraft({ ...draft, description: event.currentTarget.value })}
                w={320}
              />
            ) : null}
            <Button type="submit" loading={create.isPending} disabled={!draft.name.trim()}>
              Add {config.noun}
            </Button>
          </Group>
        </form>
        {error ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        ) : null}
        {list.isPending ? (
          <Loader size="sm" aria-label={`Loading ${config.title}`} />
        ) : list.isError ? (
          <Alert color="red" role="alert">
            <Group gap="sm">
              <Text size="sm">{messageOf(list.error)}</Text>
              <Button size="xs" variant="light" onClick={() => list.refetch()}>
                Try again
              </Button>
            </Group>
          </Alert>
        ) : (
          <Table aria-label={config.title} striped>
            <Table.Thead>
              <Table.Tr>
                {columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns.length}>
                    <Text c="dimmed">No {config.noun}s yet.</Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                list.data.map((entry) =>
                  editing?.id === entry.id ? (
                    <Table.Tr key={entry.id}>
                      <Table.Td>
                        <TextInput
                          aria-label="Name"
                          value={editing.name}
                          onChange={(event) =>
                            setEditing({ ...editing, name: event.currentTarget.value })
                          }
                          onKeyDown={onEditKey}
                          data-autofocus
                          autoFocus
                        />
                      </Table.Td>
                      {config.hasDescription ? (
                        <Table.Td>
                          <TextInput
                            aria-label="Description"
                            value={editing.description}
                            onChange={(event) =>
                              setEditing({ ...editing, description: event.currentTarget.value })
                            }
                            onKeyDown={onEditKey}
                          />
                        </Table.Td>
                      ) : null}
                      <Table.Td>
                        <Checkbox
                          aria-label="Active"
                          checked={editing.is_active}
                          onChange={(event) =>
                            setEditing({ ...editing, is_active: event.currentTarget.checked })
                          }
                          onKeyDown={onEditKey}
                        />
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" onClick={saveEdit} loading={update.isPending}>
                            Save
                          </Button>
                          <Button size="xs" variant="default" onClick={() => setEditing(null)}>
                            Cancel
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ) : (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{entry.name}</Table.Td>
                      {config.hasDescription ? (
                        <Table.Td>{entry.description || '-'}</Table.Td>
                      ) : null}
                      <Table.Td>
                        <Badge variant="light" color={entry.is_active ? 'green' : 'gray'}>
                          {entry.is_active ? 'Active' : 'Inactive'}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        <Group gap="xs" wrap="nowrap">
                          <Button
                            size="xs"
                            variant="light"
                            aria-label={`Edit ${entry.name}`}
                            onClick={() => setEditing({ ...entry })}
                          >
                            Edit
                          </Button>
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            aria-label={`Delete ${entry.name}`}
                            onClick={() => setDeleting({ entry, linked: null })}
                          >
                            Delete
                          </Button>
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ),
                )
              )}
            </Table.Tbody>
          </Table>
        )}
      </Stack>
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={`Delete ${config.noun}`}
      >
        {deleting ? (
          <Stack gap="md">
            <Text>
              Delete the {config.noun} '{deleting.entry.name}'?
            </Text>
            {deleting.linked !== null ? (
              <Alert color="orange" role="alert">
                {linkedTasksWarning(deleting.linked, config.noun)} Deleting it anyway removes it
                from those tasks.
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setDeleting(null)}>
                Cancel
              </Button>
              {deleting.linked !== null ? (
                <Button color="red" loading={remove.isPending} onClick={() => confirmDelete(true)}>
                  Delete anyway
                </Button>
              ) : (
                <Button color="red" loading={remove.isPending} onClick={() => confirmDelete(false)}>
                  Delete
                </Button>
              )}
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Paper>
  );
}
