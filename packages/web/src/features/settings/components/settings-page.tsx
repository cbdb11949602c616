import { Tabs, Text } from '@mantine/core';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { LoadBoardSettings } from './load-board-settings';

/** Document 2 §2.6: the sections of /settings?section=…; tasks is the default. */
export const SETTINGS_SECTIONS = [
  { value: 'tasks', label: 'Tasks' },
  { value: 'eta', label: 'Trip ETA Monitoring' },
  { value: 'tempViolation', label: 'Temperature Monitoring' },
  { value: 'detention', label: 'Detention Monitoring' },
  { value: 'loadBoard', label: 'Load Board' },
] as const;
type Section = (typeof SETTINGS_SECTIONS)[number]['value'];

export const COMING_SOON = 'This section is coming soon.';

const isSection = (value: string | null): value is Section =>
  SETTINGS_SECTIONS.some((section) => section.value === value);

/** /settings: only Load Board is built; the other sections say they are coming soon. */
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
            {entry.value === 'loadBoard' ? (
              section === 'loadBoard' ? (
                <LoadBoardSettings />
              ) : null
            ) : (
              <Text c="dimmed">{COMING_SOON}</Text>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Page>
  );
}
