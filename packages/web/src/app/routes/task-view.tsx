import { NotesPanel } from '@/features/notes';
import { TaskViewScreen } from '@/features/tasks/components/task-view';

/** /task/view?id= and /task/details?id= (document 2 §2.4): the task and its notes panel. */
export function TaskViewRoute() {
  return (
    <TaskViewScreen renderNotes={(task) => <NotesPanel originType="TASK" originId={task._id} />} />
  );
}
