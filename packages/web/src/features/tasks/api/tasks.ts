import {
  TASK_PATHS,
  type Task,
  type TaskCreateInput,
  type TaskUpdateInput,
  taskSchema,
} from '@fleet/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { useAuthSelector } from '@/lib/auth';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { LIST_QUERY } from '@/lib/query-client';

const taskListAnswer = z.object({ Data: z.array(taskSchema) });
const taskAnswer = z.object({ Data: taskSchema });

export const TASKS_QUERY_KEY = ['tasks'] as const;

/** POST /v1/tasks/task/all (empty body): every task of the account (§7). */
export async function getTasks(signal?: AbortSignal): Promise<Task[]> {
  const answer = await api.post(TASK_PATHS.all, {
    body: {},
    schema: taskListAnswer,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

export const tasksQueryOptions = (accountId: string | null) =>
  queryOptions({
    ...LIST_QUERY,
    queryKey: [...TASKS_QUERY_KEY, 'list', accountId],
    queryFn: ({ signal }) => getTasks(signal),
    enabled: accountId !== null,
  });

/** The task list; nothing is asked (or listed) without a signed-in user (§2.1). */
export function useTasks() {
  const accountId = useAuthSelector((state) => state.context.session?.user.account_id ?? null);
  return useQuery(tasksQueryOptions(accountId));
}

/** GET /v1/tasks/task/{id}: one task by its _id (view and edit). */
export async function getTask(id: string, signal?: AbortSignal): Promise<Task> {
  const answer = await api.get(TASK_PATHS.byId.replace(':id', encodeURIComponent(id)), {
    schema: taskAnswer,
    toast: false,
    ...(signal ? { signal } : {}),
  });
  return answer.Data;
}

export const taskQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...TASKS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getTask(id, signal),
    retry: false,
  });

export function useTask(id: string | null) {
  return useQuery({ ...taskQueryOptions(id ?? ''), enabled: Boolean(id) });
}

/** POST /v1/tasks/task. */
export async function createTask(body: TaskCreateInput): Promise<Task> {
  const answer = await api.post(TASK_PATHS.task, { body, schema: taskAnswer, toast: false });
  return answer.Data;
}

/** PUT /v1/tasks/task (the body carries task_id and status). */
export async function updateTask(body: TaskUpdateInput): Promise<Task> {
  const answer = await api.request(TASK_PATHS.task, {
    method: 'PUT',
    body,
    schema: taskAnswer,
    toast: false,
  });
  return answer.Data;
}

/** POST /v1/tasks/task/complete-reopen: resolve (reopen false) or reopen (reopen true). */
export async function completeOrReopenTask(input: {
  task_id: string;
  reopen: boolean;
}): Promise<unknown> {
  return api.post(TASK_PATHS.completeReopen, { body: input, schema: z.unknown(), toast: false });
}

/** Resolve / Reopen from the list: the list and the task refresh afterwards. */
export function useCompleteOrReopenTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeOrReopenTask,
    onSettled: () => invalidateEverywhere(queryClient, TASKS_QUERY_KEY),
  });
}
