import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { notify } from '@/lib/notify';
import { useSaveTask } from '../api/save-task';
import { formFromQuery } from '../lib/form';
import { TaskForm } from './task-form';

/** /task/create (document 2 §2.2). */
export function TaskCreateScreen() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const initial = useMemo(() => formFromQuery(params), [params]);
  const { save, submitting, uploading, error } = useSaveTask();
  return (
    <Page title="Create New Task">
      <TaskForm
        initial={initial}
        submitting={submitting}
        uploading={uploading}
        error={error}
        onCancel={() => navigate('/task/list')}
        onSubmit={async (values) => {
          const saved = await save(values, {});
          if (saved) {
            notify.success(`Task ${saved.task_id} created`);
            navigate('/task/list');
          }
        }}
      />
    </Page>
  );
}
