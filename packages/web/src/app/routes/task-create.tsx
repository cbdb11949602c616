import { TaskCreateScreen } from '@/features/tasks/components/task-create';

/** /task/create?createdFromType=&createdFromId= (document 2 §2.2). */
export function TaskCreateRoute() {
  return <TaskCreateScreen />;
}
