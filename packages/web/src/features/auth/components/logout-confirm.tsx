import { selectIsSignedIn } from '@fleet/machines';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { waitFor } from 'xstate';
import { paths } from '@/config/paths';
import { useAuthActorRef } from '@/lib/auth';
import { notify } from '@/lib/notify';

/** /logout: "Log out from your account?" with Log Out and Cancel (Cancel goes back). */
export function LogoutConfirm() {
  const actor = useAuthActorRef();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const logOut = async () => {
    setBusy(true);
    actor.send({ type: 'session.signOut' });
    // The sign-out call may fail (network); the machine signs out locally either way.
    const settled = await waitFor(actor, (state) => !state.matches('signingOut'));
    if (!selectIsSignedIn(settled)) notify.success('Logged out successfully');
    navigate(paths.login, { replace: true });
  };

  const cancel = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.home);
  };

  return (
    <Stack align="center" py={80} px="md">
      <Paper withBorder shadow="sm" p="xl" radius="md" w="100%" maw={420}>
        <Stack gap="lg">
          <Title order={1} size="h3" tabIndex={-1} data-page-heading>
            Log out from your account?
          </Title>
          <Text size="sm" c="dimmed">
            You will need to sign in again to use Fleet Monitor in this browser.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={cancel} disabled={busy}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void logOut()} loading={busy}>
              Log Out
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
