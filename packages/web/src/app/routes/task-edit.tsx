import { NotesPanel } from '@/features/notes';
import { TaskEditScreen } from '@/features/tasks/components/task-edit';

/** /task/edit?id= (document 2 §2.3): the form and the task's notes panel. */
export function TaskEditRoute() {
  return (
    <TaskEditScreen renderNotes={(task) => <NotesPanel originType="TASK" originId={task._id} />} />
  );
}
