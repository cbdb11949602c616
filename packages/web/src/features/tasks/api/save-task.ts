import type { Task } from '@fleet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiRequestError } from '@/lib/api-client';
import { invalidateEverywhere } from '@/lib/cross-tab';
import { notify } from '@/lib/notify';
import { createBody, type TaskFormValues, updateBody } from '../lib/form';
import { uploadTaskFile } from './attachments';
import { completeOrReopenTask, createTask, TASKS_QUERY_KEY, updateTask } from './tasks';

/** The user-facing text of a failed call (§8 generic: message, error or detail, else 'API Error'). */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  return error instanceof Error && error.message ? error.message : 'API Error';
}

/** A task id the server does not know (or cannot read): the screens go back to the list. */
export function isUnknownTask(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
}

/**
 * Saving the task form: create (POST) or update (PUT), then, for 'Resolve and Save' / 'Reopen
 * and Save', the complete-reopen call, then each chosen file uploaded to the saved task
 * (§2.2 Attach File). A failed upload is toasted ('Error uploading file' or the server's text);
 * the task itself stays saved.
 */
export function useSaveTask() {
  const queryClient = useQueryClient();
  const [submitting, setSubmitting] = useState(false);
  const [uploading, setUploading] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async (
    values: TaskFormValues,
    options: { existing?: Task; changeStatus?: boolean },
  ): Promise<Task | null> => {
    setSubmitting(true);
    setError(null);
    let saved: Task;
    try {
      saved = options.existing
        ? await updateTask(updateBody(values, options.existing.task_id))
        : await createTask(createBody(values));
      if (options.changeStatus && options.existing) {
        await completeOrReopenTask({
          task_id: options.existing.task_id,
          reopen: options.existing.status === 'RESOLVED',
        });
      }
    } catch (cause) {
      setError(errorText(cause));
      setSubmitting(false);
      await invalidateEverywhere(queryClient, TASKS_QUERY_KEY);
      return null;
    }
    setSubmitting(false);
    for (const file of values.uploads) {
      setUploading(file.name);
      try {
        await uploadTaskFile(saved._id, file);
      } catch (cause) {
        const text = cause instanceof ApiRequestError ? cause.message : 'Error uploading file';
        notify.error(text === 'API Error' ? 'Error uploading file' : text);
      }
    }
    setUploading(null);
    await invalidateEverywhere(queryClient, TASKS_QUERY_KEY);
    return saved;
  };

  return { save, submitting, uploading, error };
}
