import { ActionIcon, Anchor, Avatar, Group, Text, UnstyledButton } from '@mantine/core';
import { Link, NavLink } from 'react-router-dom';
import { LogoutIcon, MailIcon, SettingsIcon } from '@/components/ui/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { paths, SUPPORT_EMAIL } from '@/config/paths';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useCurrentUser, userInitials, userLabel } from '@/lib/current-user';
import { useFeatureFlags } from '@/lib/feature-flags';
import classes from './header.module.css';

const HEADER_FLAGS = ['VOICE_AI', 'VOICE_AI_BROKER', 'REPORTS', 'INVOICE'] as const;

type NavEntry = { label: string; to: string; show: boolean };

/** The header of every protected page (document 1, "Header"). */
export function Header() {
  const flags = useFeatureFlags(HEADER_FLAGS);
  const { user } = useCurrentUser();
  const entries: NavEntry[] = [
    {
      label: 'Voice AI',
      to: paths.ai,
      show: flags.VOICE_AI.enabled || flags.VOICE_AI_BROKER.enabled,
    },
    { label: 'Analytics', to: paths.report, show: flags.REPORTS.enabled },
    { label: 'Monitoring', to: paths.home, show: true },
    { label: 'Tasks', to: paths.taskList, show: true },
    { label: 'Invoices', to: paths.invoices, show: flags.INVOICE.enabled },
  ];

  return (
    <header className={classes.header}>
      <Group justify="space-between" wrap="nowrap" h="100%" px="md" gap="md">
        <Group gap="lg" wrap="nowrap">
          <Anchor component={Link} to={paths.home} className={classes.logo} underline="never">
            <img src="/logo.svg" alt="" width={28} height={28} />
            <Text component="span" fw={700} c="dark">
              Fleet Monitor
            </Text>
          </Anchor>
          <nav aria-label="Main">
            <ul className={classes.navList}>
              {entries
                .filter((entry) => entry.show)
                .map((entry) => (
                  <li key={entry.to}>
                    <NavLink to={entry.to} className={classes.navLink}>
                      {entry.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
        </Group>
        <nav aria-label="Account">
          <Group gap="xs" wrap="nowrap" component="ul" className={classes.navList}>
            {user ? (
              <li>
                {/* Below 1280 px the name is visually hidden (header.module.css): the tooltip shows it. */}
                <Tooltip label={userLabel(user)}>
                  <UnstyledButton component={Link} to={paths.profile} className={classes.profile}>
                    <Avatar radius="xl" size={30} color="blue" variant="filled" aria-hidden="true">
                      {userInitials(user)}
                    </Avatar>
                    <Text component="span" size="sm" fw={500} className={classes.profileName}>
                      {userLabel(user)}
                    </Text>
                  </UnstyledButton>
                </Tooltip>
              </li>
            ) : null}
            <li>
              <Tooltip label="Email support">
                <ActionIcon
                  component="a"
                  href={`mailto:${SUPPORT_EMAIL}`}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Email support"
                >
                  <MailIcon />
                </ActionIcon>
              </Tooltip>
            </li>
            <li>
              <NotificationBell />
            </li>
            <li>
              <Tooltip label="Settings">
                <ActionIcon
                  component={Link}
                  to={paths.settings}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label="Settings"
                >
                  <SettingsIcon />
                </ActionIcon>
              </Tooltip>
            </li>
            <li>
              <Anchor component={Link} to={paths.logout} className={classes.logout} c="dark">
                <LogoutIcon size={18} />
                <span>Logout</span>
              </Anchor>
            </li>
          </Group>
        </nav>
      </Group>
    </header>
  );
}
