import { selectError, selectIsBusy, selectIsRestoring, selectIsSignedIn } from '@fleet/machines';
import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageLoader } from '@/components/ui/page-loader';
import { paths } from '@/config/paths';
import { useAuthActorRef, useAuthSelector } from '@/lib/auth';
import { AuthCard } from './auth-card';

type LocationState = { from?: string } | null;

/** /login (document 1, "Sign-in and session"; §5 and §8 for validation and errors). */
export function LoginForm() {
  const actor = useAuthActorRef();
  const restoring = useAuthSelector(selectIsRestoring);
  const signedIn = useAuthSelector(selectIsSignedIn);
  const busy = useAuthSelector(selectIsBusy);
  const error = useAuthSelector(selectError);
  const location = useLocation();
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: {
      email: (value) => (value.trim() === '' ? 'Email is required' : null),
      password: (value) => (value === '' ? 'Password is required' : null),
    },
  });

  if (restoring) return <PageLoader label="Restoring your session" />;
  if (signedIn) {
    const from = (location.state as LocationState)?.from;
    return <Navigate to={from && from !== paths.login ? from : paths.home} replace />;
  }

  return (
    <AuthCard title="Sign in" description="Sign in to monitor your fleet.">
      <form
        onSubmit={form.onSubmit((values) =>
          actor.send({
            type: 'session.signIn',
            email: values.email.trim(),
            password: values.password,
          }),
        )}
      >
        <Stack gap="md">
          {error ? (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...form.getInputProps('email')}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Button type="submit" disabled={busy} fullWidth>
            {busy ? 'Loading...' : 'Sign in'}
          </Button>
          <Anchor component={Link} to={paths.forgotPassword} size="sm" ta="center">
            Forgot password?
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
