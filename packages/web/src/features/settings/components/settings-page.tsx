import { Stack, Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { LoadBoardSettings } from './load-board-settings';
import { TaskLookupTable } from './task-lookup-table';

/** Document 2 §2.6: the sections of /settings?section=…; tasks is the default. */
export const SETTINGS_SECTIONS = [
  { value: 'tasks', label: 'Tasks' },
  { value: 'eta', label: 'Trip ETA Monitoring' },
  { value: 'tempViolation', label: 'Temperature Monitoring' },
  { value: 'detention', label: 'Detention Monitoring' },
  { value: 'loadBoard', label: 'Load Board' },
] as const;
type Section = (typeof SETTINGS_SECTIONS)[number]['value'];

/** The three monitoring sections are empty in the spec (§2.6). */
export const NOTHING_TO_SET = 'There is nothing to set here yet.';

const isSection = (value: string | null): value is Section =>
  SETTINGS_SECTIONS.some((section) => section.value === value);

/**
 * /settings: Tasks (task types and departments) and Load Board; the three monitoring sections
 * are empty (§2.6) and say so. A section renders only while it is the open tab.
 */
export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('section');
  const section: Section = isSection(raw) ? raw : 'tasks';
  return (
    <Page title="Settings">
      <Tabs
        value={section}
        onChange={(value) => {
          if (isSection(value)) setParams({ section: value }, { replace: true });
        }}
      >
        <Tabs.List>
          {SETTINGS_SECTIONS.map((entry) => (
            <Tabs.Tab key={entry.value} value={entry.value}>
              {entry.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_SECTIONS.map((entry) => (
          <Tabs.Panel key={entry.value} value={entry.value} pt="md">
            {entry.value !== section ? null : entry.value === 'loadBoard' ? (
              <LoadBoardSettings />
            ) : entry.value === 'tasks' ? (
              <Stack gap="lg">
                <TaskLookupTable kind="taskType" />
                <TaskLookupTable kind="department" />
              </Stack>
            ) : (
              <Text c="dimmed">{NOTHING_TO_SET}</Text>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
