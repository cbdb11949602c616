import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { notify } from '@/lib/notify';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthCard } from './auth-card';

/** Document 1 §9: the redirect to /login follows the success toast after 3 s. */
export const RESET_REDIRECT_DELAY_MS = 3000;

/** /forgot-password. Failures show the API's message as an error toast (the client does that). */
export function ForgotPasswordForm() {
  const navigate = useNavigate();
  const mutation = useRequestPasswordReset();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: { email: (value) => (value.trim() === '' ? 'Email is required' : null) },
  });

  return (
    <AuthCard
      title="Forgot password"
      description="Enter your email and we will send you a link to reset your password."
    >
      <form
        onSubmit={form.onSubmit((values) =>
          mutation.mutate(values.email.trim(), {
            onSuccess: () => {
              notify.success('Password reset email sent successfully', {
                autoClose: RESET_REDIRECT_DELAY_MS,
              });
              timer.current = window.setTimeout(
                () => navigate(paths.login),
                RESET_REDIRECT_DELAY_MS,
              );
            },
          }),
        )}
      >
        <Stack gap="md">
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...form.getInputProps('email')}
          />
          <Button
            type="submit"
            loading={mutation.isPending}
            disabled={mutation.isSuccess}
            fullWidth
          >
            Submit
          </Button>
          <Anchor component={Link} to={paths.login} size="sm" ta="center">
            Back to login
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
