import { TaskListScreen } from '@/features/tasks/components/task-list';

/** /task/list?status=OPEN|RESOLVED|PAST_DUE|DUE_TODAY (document 2 §2.1). */
export function TaskListRoute() {
  return <TaskListScreen />;
}
