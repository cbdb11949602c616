import type { Task } from '@fleet/contracts';
import { Alert, Loader, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { notify } from '@/lib/notify';
import { errorText, isUnknownTask, useSaveTask } from '../api/save-task';
import { useTask } from '../api/tasks';
import { formFromTask } from '../lib/form';
import { saveActionLabel } from '../lib/status';
import { TaskForm } from './task-form';

/**
 * /task/edit?id={task _id} (document 2 §2.3). A missing or unknown id goes back to /task/list.
 * `renderNotes` draws the notes panel of the saved task (the route passes the notes feature's).
 */
export function TaskEditScreen({ renderNotes }: { renderNotes?: (task: Task) => ReactNode }) {
  const [params] = useSearchParams();
  const id = params.get('id')?.trim() || null;
  const query = useTask(id);
  const navigate = useNavigate();
  const { save, submitting, uploading, error } = useSaveTask();

  if (!id || isUnknownTask(query.error)) return <Navigate to="/task/list" replace />;
  const task = query.data;
  return (
    <Page title="Edit Task">
      {query.isError ? (
        <Alert color="red" role="alert">
          {errorText(query.error)}
        </Alert>
      ) : !task ? (
        <Loader aria-label="Loading task" />
      ) : (
        <Stack gap="lg">
          <TaskForm
            key={task._id}
            initial={formFromTask(task)}
            task={task}
            submitting={submitting}
            uploading={uploading}
            error={error}
            statusActionLabel={saveActionLabel(task)}
            onCancel={() => navigate('/task/list')}
            onSubmit={async (values, intent) => {
              const saved = await save(values, {
                existing: task,
                changeStatus: intent === 'statusAndSave',
              });
              if (saved) {
                notify.success(`Task ${task.task_id} saved`);
                navigate('/task/list');
              }
            }}
          />
          {renderNotes?.(task)}
        </Stack>
      )}
    </Page>
  );
}
