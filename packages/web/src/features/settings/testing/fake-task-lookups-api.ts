import {
  type Department,
  departmentCreateSchema,
  departmentUpdateSchema,
  linkedTasksWarning,
  TASK_PATHS,
  type TaskType,
  taskTypeCreateSchema,
  taskTypeUpdateSchema,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

export type Recorded = { method: string; path: string; search: string; body: unknown };

/**
 * The shared fetch double plus task types and departments (§7) in memory: ids from the name,
 * bodies checked with the contracts' schemas, and a DELETE of an entry that `linked` counts
 * tasks for answered 409 tasks/linked unless ?force=true.
 */
export function fakeTaskLookupsApi(
  options: {
    taskTypes?: TaskType[];
    departments?: Department[];
    linked?: Record<string, number>;
    failUpdate?: { status: number; body: unknown };
  } = {},
) {
  const base = fakeApi({ user: makeUser() });
  const requests: Recorded[] = [];
  const taskTypes = new Map((options.taskTypes ?? []).map((t) => [t.task_type_id, t]));
  const departments = new Map((options.departments ?? []).map((d) => [d.department_id, d]));

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const isType = path.startsWith(TASK_PATHS.taskTypes);
    const isDepartment = path.startsWith(TASK_PATHS.departments);
    if (!isType && !isDepartment) return base.fetch(input, init);
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({ method, path, search: url.search, body });
    const store = (isType ? taskTypes : departments) as Map<string, TaskType | Department>;
    const root = isType ? TASK_PATHS.taskTypes : TASK_PATHS.departments;
    const id = path.length > root.length ? decodeURIComponent(path.slice(root.length + 1)) : null;

    if (!id && method === 'GET') return jsonResponse({ Data: [...store.values()] });
    if (!id && method === 'POST') {
      const parsed = (isType ? taskTypeCreateSchema : departmentCreateSchema).safeParse(body);
      if (!parsed.success) return jsonResponse({ message: parsed.error.issues[0]?.message }, 400);
      const entry = parsed.data as TaskType & Department;
      const key = isType ? entry.task_type_id : entry.department_id;
      if (!key || store.has(key)) return jsonResponse({ message: 'already exists' }, 409);
      store.set(key, entry);
      return jsonResponse({ Data: entry }, 201);
    }
    if (id && method === 'PUT') {
      if (options.failUpdate)
        return jsonResponse(options.failUpdate.body, options.failUpdate.status);
      const parsed = (isType ? taskTypeUpdateSchema : departmentUpdateSchema).safeParse(body);
      if (!parsed.success) return jsonResponse({ message: parsed.error.issues[0]?.message }, 400);
      const current = store.get(id);
      if (!current) return jsonResponse({ message: 'not found' }, 404);
      const updated = { ...current, ...parsed.data } as TaskType & Department;
      store.set(id, updated);
      return jsonResponse({ Data: updated });
    }
    if (id && method === 'DELETE') {
      if (!store.has(id)) return jsonResponse({ message: 'not found' }, 404);
      const linked = options.linked?.[id] ?? 0;
      if (linked > 0 && url.searchParams.get('force') !== 'true') {
        return jsonResponse(
          {
            code: 'tasks/linked',
            message: linkedTasksWarning(linked, isType ? 'task type' : 'department'),
            linked_tasks: linked,
          },
          409,
        );
      }
      store.delete(id);
      return jsonResponse({ Data: { deleted: id } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  };
  return {
    fetch: fetchFn,
    requests,
    taskTypes,
    departments,
    to: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}
