import type { LoadboardProvider, LoadboardSetting } from '@fleet/contracts';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Paper,
  PasswordInput,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type ReactNode, useEffect, useState } from 'react';
import {
  useDeleteLoadboardSetting,
  useLoadboardSettings,
  useSaveLoadboardSetting,
} from '../api/loadboard-settings';

function ProviderCard({
  provider,
  saved,
  children,
  saving,
  onSave,
}: {
  provider: LoadboardProvider;
  saved: boolean;
  children: ReactNode;
  saving: boolean;
  onSave: () => void;
}) {
  const remove = useDeleteLoadboardSetting();
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      aria-label={provider}
      onSubmit={(event) => {
        event.preventDefault();
        onSave();
      }}
    >
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {provider}
          </Title>
          {saved ? <Badge color="green">Saved</Badge> : <Badge color="gray">Not set</Badge>}
        </Group>
        {children}
        <Group>
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Button
            color="red"
            variant="light"
            disabled={!saved}
            loading={remove.isPending}
            onClick={() => remove.mutate(provider)}
          >
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

type Settings<P extends LoadboardProvider> = Extract<LoadboardSetting, { provider: P }>;

function DatCard({ setting }: { setting: Settings<'DAT'> | undefined }) {
  const save = useSaveLoadboardSetting();
  const [orgEmail, setOrgEmail] = useState(setting?.provider_settings.dat_org_email ?? '');
  const [userEmail, setUserEmail] = useState(setting?.provider_settings.dat_user_email ?? '');
  const [secret, setSecret] = useState('');
  const secretSet = setting?.provider_settings.dat_client_secret_set === true;
  useEffect(() => {
    setOrgEmail(setting?.provider_settings.dat_org_email ?? '');
    setUserEmail(setting?.provider_settings.dat_user_email ?? '');
    setSecret('');
  }, [setting]);
  return (
    <ProviderCard
      provider="DAT"
      saved={setting !== undefined}
      saving={save.isPending}
      onSave={() => {
        const common = { dat_org_email: orgEmail.trim(), dat_user_email: userEmail.trim() };
        if (setting === undefined) {
          save.mutate({
            exists: false,
            setting: {
              provider: 'DAT',
              provider_settings: { ...common, dat_client_secret: secret },
            },
          });
        } else {
          // A blank secret keeps the saved one.
          save.mutate({
            exists: true,
            setting: {
              provider: 'DAT',
              provider_settings: secret ? { ...common, dat_client_secret: secret } : common,
            },
          });
        }
      }}
    >
      <TextInput
        label="Organisation e-mail"
        type="email"
        required
        value={orgEmail}
        onChange={(event) => setOrgEmail(event.currentTarget.value)}
      />
      <TextInput
        label="User e-mail"
        type="email"
        required
        value={userEmail}
        onChange={(event) => setUserEmail(event.currentTarget.value)}
      />
      <PasswordInput
        label="Client secret"
        required={!secretSet}
        description={secretSet ? 'A client secret is saved; leave blank to keep it.' : undefined}
        value={secret}
        onChange={(event) => setSecret(event.currentTarget.value)}
      />
    </ProviderCard>
  );
}

function TruckstopCard({ setting }: { setting: Settings<'TRUCKSTOP'> | undefined }) {
  const save = useSaveLoadboardSetting();
  const [integrationId, setIntegrationId] = useState('');
  const idSet = setting?.provider_settings.truckstop_integration_id_set === true;
  useEffect(() => {
    if (setting) setIntegrationId('');
  }, [setting]);
  return (
    <ProviderCard
      provider="TRUCKSTOP"
      saved={setting !== undefined}
      saving={save.isPending}
      onSave={() => {
        const truckstopSetting = {
          provider: 'TRUCKSTOP' as const,
          provider_settings: { truckstop_integration_id: integrationId.trim() },
        };
        save.mutate(
          setting === undefined
            ? { exists: false, setting: truckstopSetting }
            : { exists: true, setting: truckstopSetting },
        );
      }}
    >
      <TextInput
        label="Integration id"
        required
        description={idSet ? 'An integration id is saved; enter it again to change it.' : undefined}
        value={integrationId}
        onChange={(event) => setIntegrationId(event.currentTarget.value)}
      />
    </ProviderCard>
  );
}

/**
 * Settings → Load Board (document 2 §2.6): one entry per provider; save updates a provider that
 * is in the loaded list and creates it otherwise; delete. Secrets are write-only: the screen only
 * shows that one is saved.
 */
export function LoadBoardSettings() {
  const settings = useLoadboardSettings();
  if (settings.isPending) return <Loader size="sm" aria-label="Loading settings" />;
  if (settings.isError) {
    return (
      <Alert color="red" title={settings.error.message}>
        <Button size="compact-sm" variant="light" onClick={() => settings.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const dat = settings.data.find((entry): entry is Settings<'DAT'> => entry.provider === 'DAT');
  const truckstop = settings.data.find(
    (entry): entry is Settings<'TRUCKSTOP'> => entry.provider === 'TRUCKSTOP',
  );
  return (
    <Stack gap="md">
      <Text c="dimmed" size="sm">
        Without saved credentials, searches use the built-in sandbox load board.
      </Text>
      <DatCard setting={dat} />
      <TruckstopCard setting={truckstop} />
    </Stack>
  );
}
