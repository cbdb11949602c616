import {
  type Department,
  FILE_PATHS,
  LOOKUP_PATHS,
  type LookupItem,
  type LookupKind,
  TASK_PATHS,
  type Task,
  type TaskType,
  taskCompleteReopenSchema,
  taskCreateSchema,
  taskUpdateSchema,
} from '@fleet/contracts';
import { fakeApi, jsonResponse, makeUser } from '@/testing/fixtures';

export type Recorded = { method: string; path: string; search: string; body: unknown };
type Answer = { status: number; body: unknown };

export function makeTask(overrides: Partial<Task> = {}): Task {
  const id = overrides._id ?? `task-${Math.random().toString(36).slice(2, 8)}`;
  return {
    _id: id,
    task_id: 'T-000001',
    status: 'OPEN',
    order_id: null,
    due_date: null,
    task_type_id: null,
    task_type: null,
    department_id: null,
    department_details: null,
    trip_id: null,
    truck_id: null,
    trailer_id: null,
    driver_id: null,
    driver_details: null,
    customer_name: null,
    issue: { description: '', instruction: '' },
    assigned_to: [],
    created_by: { user_id: 'dispatcher@demo.test', name: 'dispatcher' },
    created_at: '2026-11-20T10:00:00.000Z',
    origin: null,
    is_recurring: false,
    recurrence_rule: null,
    occurrence: 1,
    uploads: [],
    ...overrides,
  };
}

/**
 * The shared fetch double plus the tasks API of the contracts, in memory, until the real routes
 * answer in these tests: tasks, task types, departments, lookups, task attachments. Request
 * bodies are checked with the contracts' schemas (a 400 otherwise). `fail` forces an answer per
 * "METHOD path".
 */
export function fakeTasksApi(
  options: {
    tasks?: Task[];
    taskTypes?: TaskType[];
    departments?: Department[];
    lookups?: Partial<Record<LookupKind, LookupItem[]>>;
    fail?: Record<string, Answer>;
  } = {},
) {
  const base = fakeApi({ user: makeUser() });
  const requests: Recorded[] = [];
  const tasks = new Map((options.tasks ?? []).map((task) => [task._id, task]));
  let counter = tasks.size;

  const fetchFn = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = init?.method ?? 'GET';
    const path = url.pathname;
    const known =
      path.startsWith('/v1/tasks/') ||
      path.startsWith('/v1/files-uploaded/') ||
      Object.values(LOOKUP_PATHS).includes(path as never);
    if (!known) return base.fetch(input, init);
    const raw = init?.body;
    const body: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    requests.push({ method, path, search: url.search, body });
    const forced = options.fail?.[`${method} ${path}`];
    if (forced) return jsonResponse(forced.body, forced.status);

    const lookup = (Object.entries(LOOKUP_PATHS) as [LookupKind, string][]).find(
      ([, p]) => p === path,
    );
    if (lookup && method === 'GET') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? '10');
      const items = (options.lookups?.[lookup[0]] ?? []).filter((item) =>
        item.label.toLowerCase().includes(search),
      );
      return jsonResponse({ Data: limit === -1 ? items : items.slice(0, limit) });
    }
    if (path === TASK_PATHS.all && method === 'POST') {
      return jsonResponse({ Data: [...tasks.values()] });
    }
    if (path === TASK_PATHS.taskTypes && method === 'GET') {
      return jsonResponse({ Data: options.taskTypes ?? [] });
    }
    if (path === TASK_PATHS.departments && method === 'GET') {
      return jsonResponse({ Data: options.departments ?? [] });
    }
    const one = /^\/v1\/tasks\/task\/([^/]+)$/.exec(path)?.[1];
    if (one && one !== 'all' && one !== 'complete-reopen' && method === 'GET') {
      const task = tasks.get(decodeURIComponent(one));
      return task ? jsonResponse({ Data: task }) : jsonResponse({ message: 'Task not found' }, 404);
    }
    if (path === TASK_PATHS.task && method === 'POST') {
      const parsed = taskCreateSchema.safeParse(body);
      if (!parsed.success) return jsonResponse({ message: parsed.error.issues[0]?.message }, 400);
      counter += 1;
      const task = makeTask({
        ...parsed.data,
        _id: `new-${counter}`,
        task_id: `T-${String(counter).padStart(6, '0')}`,
        recurrence_rule: parsed.data.recurrence_rule ?? null,
        origin: parsed.data.origin ?? null,
        order_id: parsed.data.order_id ?? null,
        due_date: parsed.data.due_date ?? null,
      } as Partial<Task>);
      tasks.set(task._id, task);
      return jsonResponse({ Data: task }, 201);
    }
    if (path === TASK_PATHS.task && method === 'PUT') {
      const parsed = taskUpdateSchema.safeParse(body);
      if (!parsed.success) return jsonResponse({ message: parsed.error.issues[0]?.message }, 400);
      const task = [...tasks.values()].find((t) => t.task_id === parsed.data.task_id);
      if (!task) return jsonResponse({ message: 'Task not found' }, 404);
      const updated = { ...task, ...(parsed.data as Partial<Task>) } as Task;
      tasks.set(task._id, updated);
      return jsonResponse({ Data: updated });
    }
    if (path === TASK_PATHS.completeReopen && method === 'POST') {
      const parsed = taskCompleteReopenSchema.safeParse(body);
      if (!parsed.success) return jsonResponse({ message: parsed.error.issues[0]?.message }, 400);
      const task = [...tasks.values()].find((t) => t.task_id === parsed.data.task_id);
      if (!task) return jsonResponse({ message: 'Task not found' }, 404);
      const updated: Task = { ...task, status: parsed.data.reopen ? 'REOPEN' : 'RESOLVED' };
      tasks.set(task._id, updated);
      return jsonResponse({ Data: updated });
    }
    if (path === FILE_PATHS.upload && method === 'POST') {
      const form = body as FormData;
      const file = form.get('file') as File;
      const task = tasks.get(String(form.get('origin_id')));
      if (!task || form.get('origin_type') !== 'TASK') {
        return jsonResponse({ message: 'Unknown origin' }, 400);
      }
      const upload = { _id: `file-${task.uploads.length + 1}`, upload: { file_name: file.name } };
      tasks.set(task._id, { ...task, uploads: [...task.uploads, upload] });
      return jsonResponse({ Data: upload }, 201);
    }
    const download = /^\/v1\/files-uploaded\/upload\/download\/([^/]+)$/.exec(path)?.[1];
    if (download && method === 'GET') {
      const owner = [...tasks.values()].find((t) => t.uploads.some((u) => u._id === download));
      if (!owner) return jsonResponse({ message: 'File not found' }, 404);
      return new Response('%PDF-1.4 test', { headers: { 'content-type': 'application/pdf' } });
    }
    return jsonResponse({ message: 'Not found' }, 404);
  };
  return {
    fetch: fetchFn,
    requests,
    tasks,
    to: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}
