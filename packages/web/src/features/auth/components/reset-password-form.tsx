import { Alert, Anchor, Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { AuthCard } from './auth-card';

export const MIN_PASSWORD_LENGTH = 8;

/**
 * /reset-password?token= : ours (document 1 leaves the identity flow to us). The e-mailed link
 * lands here; the API checks the token and answers with the message shown for a bad link.
 */
export function ResetPasswordForm() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const mutation = useConfirmPasswordReset();
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirm: '' },
    validate: {
      password: (value) =>
        value.length < MIN_PASSWORD_LENGTH
          ? `Password must be at least ${MIN_PASSWORD_LENGTH} characters.`
          : null,
      confirm: (value, values) => (value !== values.password ? 'Passwords do not match.' : null),
    },
  });

  if (!token) {
    return (
      <AuthCard title="Reset password">
        <Alert color="red" role="alert">
          This password reset link is invalid or has expired.
        </Alert>
        <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
          Request a new link
        </Anchor>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Reset password" description="Choose a new password for your account.">
      <form
        onSubmit={form.onSubmit((values) =>
          mutation.mutate(
            { token, password: values.password },
            {
              onSuccess: (answer) => {
                notify.success(answer.message);
                navigate(paths.login, { replace: true });
              },
            },
          ),
        )}
      >
        <Stack gap="md">
          {mutation.isError ? (
            <Alert color="red" role="alert">
              {mutation.error.message}
            </Alert>
          ) : null}
          <PasswordInput
            label="New password"
            autoComplete="new-password"
            required
            minLength={MIN_PASSWORD_LENGTH}
            {...form.getInputProps('password')}
          />
          <PasswordInput
            label="Confirm new password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirm')}
          />
          <Text size="xs" c="dimmed">
            At least {MIN_PASSWORD_LENGTH} characters.
          </Text>
          <Button type="submit" loading={mutation.isPending} fullWidth>
            Reset password
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
