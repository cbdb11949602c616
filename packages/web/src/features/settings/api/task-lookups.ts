import {
  type Department,
  departmentSchema,
  linkedTasksErrorSchema,
  lookupIdFromName,
  TASK_PATHS,
  type TaskType,
  taskTypeSchema,
} from '@fleet/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import { invalidateEverywhere } from '@/lib/cross-tab';

/**
 * Task types and departments (document 2 §2.6 Tasks tab, §3, §7): one entry shape for both.
 * The query keys are the ones the tasks feature's selects read, so a change here refreshes them.
 */
export type TaskLookupKind = 'taskType' | 'department';

export interface TaskLookupEntry {
  id: string;
  name: string;
  /** Task types only. */
  description: string;
  is_active: boolean;
}

export const TASK_LOOKUP_KINDS = {
  taskType: {
    queryKey: ['task-types'],
    list: TASK_PATHS.taskTypes,
    one: TASK_PATHS.taskType,
    noun: 'task type',
    title: 'Task Types',
    hasDescription: true,
  },
  department: {
    queryKey: ['departments'],
    list: TASK_PATHS.departments,
    one: TASK_PATHS.department,
    noun: 'department',
    title: 'Departments',
    hasDescription: false,
  },
} as const;

const fromTaskType = (t: TaskType): TaskLookupEntry => ({
  id: t.task_type_id,
  name: t.name,
  description: t.description,
  is_active: t.is_active,
});
const fromDepartment = (d: Department): TaskLookupEntry => ({
  id: d.department_id,
  name: d.name,
  description: '',
  is_active: d.is_active,
});

/**
 * The raw lists the tasks feature also reads under these keys (TaskType[] / Department[]); this
 * screen maps them to entries with `select`, so both share one cache entry of one shape.
 */
export function useTaskLookups(kind: TaskLookupKind) {
  return useQuery({
    queryKey: TASK_LOOKUP_KINDS[kind].queryKey,
    queryFn: async ({ signal }): Promise<(TaskType | Department)[]> => {
      const path = TASK_LOOKUP_KINDS[kind].list;
      const schema = kind === 'taskType' ? taskTypeSchema : departmentSchema;
      const answer = await api.get(path, {
        schema: z.object({ Data: z.array(schema) }),
        toast: false,
        signal,
      });
      return answer.Data as (TaskType | Department)[];
    },
    select: (rows) =>
      rows.map((row) =>
        'task_type_id' in row ? fromTaskType(row) : fromDepartment(row as Department),
      ),
    retry: false,
  });
}

const onePath = (kind: TaskLookupKind, id: string) =>
  TASK_LOOKUP_KINDS[kind].one.replace(':id', encodeURIComponent(id));

/** POST: the id is the name upper-cased with hyphens for spaces (§3). */
export function createTaskLookup(
  kind: TaskLookupKind,
  entry: Omit<TaskLookupEntry, 'id'>,
): Promise<unknown> {
  const id = lookupIdFromName(entry.name);
  const body =
    kind === 'taskType'
      ? {
          task_type_id: id,
          name: entry.name.trim(),
          description: entry.description.trim(),
          is_active: entry.is_active,
        }
      : { department_id: id, name: entry.name.trim(), is_active: entry.is_active };
  return api.post(TASK_LOOKUP_KINDS[kind].list, { body, schema: z.unknown(), toast: false });
}

/** PUT /{id}: the fields (the id stays). */
export function updateTaskLookup(kind: TaskLookupKind, entry: TaskLookupEntry): Promise<unknown> {
  const body =
    kind === 'taskType'
      ? {
          name: entry.name.trim(),
          description: entry.description.trim(),
          is_active: entry.is_active,
        }
      : { name: entry.name.trim(), is_active: entry.is_active };
  return api.request(onePath(kind, entry.id), {
    method: 'PUT',
    body,
    schema: z.unknown(),
    toast: false,
  });
}

/** DELETE /{id}; `force` deletes one that tasks use (their link is cleared). */
export function deleteTaskLookup(
  kind: TaskLookupKind,
  id: string,
  force: boolean,
): Promise<unknown> {
  return api.request(`${onePath(kind, id)}${force ? '?force=true' : ''}`, {
    method: 'DELETE',
    schema: z.unknown(),
    toast: false,
  });
}

/** The number of linked tasks from a 409 'tasks/linked' refusal; null for any other error. */
export function linkedTasksOf(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const parsed = linkedTasksErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.linked_tasks : null;
}

export function useTaskLookupMutations(kind: TaskLookupKind) {
  const queryClient = useQueryClient();
  const refresh = () => invalidateEverywhere(queryClient, TASK_LOOKUP_KINDS[kind].queryKey);
  const create = useMutation({
    mutationFn: (entry: Omit<TaskLookupEntry, 'id'>) => createTaskLookup(kind, entry),
    onSuccess: refresh,
  });
  const update = useMutation({
    mutationFn: (entry: TaskLookupEntry) => updateTaskLookup(kind, entry),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: ({ id, force }: { id: string; force: boolean }) =>
      deleteTaskLookup(kind, id, force),
    onSuccess: refresh,
  });
  return { create, update, remove };
}
