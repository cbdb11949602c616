import { Button, Group, Paper, Skeleton, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import { useCurrentUser } from '@/lib/current-user';
import { notify } from '@/lib/notify';
import { useUpdateProfile } from '../api/update-profile';

/** Document 1 §9: the profile success toast shows 0.7 s. */
export const PROFILE_TOAST_MS = 700;

/** /profile: only the display name is editable (document 1 §5). */
export function ProfileForm() {
  const { user, isLoading } = useCurrentUser();
  const mutation = useUpdateProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: { display_name: '' },
    validate: {
      display_name: (value) =>
        value.trim() === ''
          ? 'Display name is required'
          : value.trim().length > 120
            ? 'Display name must be at most 120 characters'
            : null,
    },
  });
  const { setInitialValues, setValues, isDirty } = form;
  const loadedName = user?.display_name ?? '';
  // Fill the form once the profile arrives, without clobbering edits in progress.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only react to a new server value
  useEffect(() => {
    if (isDirty()) return;
    setInitialValues({ display_name: loadedName });
    setValues({ display_name: loadedName });
  }, [loadedName]);

  if (!user) return <Skeleton height={160} />;

  return (
    <Paper withBorder p="lg" radius="md" maw={520}>
      <form
        onSubmit={form.onSubmit((values) =>
          mutation.mutate(
            { display_name: values.display_name.trim() },
            {
              onSuccess: (updated) => {
                form.setInitialValues({ display_name: updated.display_name ?? '' });
                form.setValues({ display_name: updated.display_name ?? '' });
                notify.success('Profile updated successfully', { autoClose: PROFILE_TOAST_MS });
              },
              onError: () => notify.error('Failed to update profile'),
            },
          ),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Display name"
            autoComplete="name"
            required
            disabled={isLoading}
            {...form.getInputProps('display_name')}
          />
          <TextInput
            label="Email"
            type="email"
            value={user.email}
            readOnly
            description="Your email cannot be changed here."
          />
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
