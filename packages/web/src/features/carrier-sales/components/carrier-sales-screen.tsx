import { ActionIcon, Box, Button, CloseButton, Group, TextInput, Title } from '@mantine/core';
import { useCallback, useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { Page } from '@/components/ui/page';
import { useLoadTabs } from '../hooks/use-load-tabs';
import { type CarrierSalesDeps, CarrierSalesDepsProvider } from '../lib/deps';
import { canCloseTab, type LoadTab } from '../lib/tabs';
import { CampaignTabPanel, type TabPanelHandlers } from './campaign-tab-panel';

/**
 * /ai/carrier-sales (document 3 §2 "Carrier Sales Agent"): Loads In Progress, one tab per load,
 * a plus button to add one, and View Load History.
 */
export function CarrierSalesScreen({
  historyPath,
  deps,
}: {
  /** Load History's route (features do not import each other: the app passes it). */
  historyPath: string;
  deps?: Partial<CarrierSalesDeps>;
}) {
  return (
    <CarrierSalesDepsProvider deps={deps}>
      <Page title="Carrier Sales Agent" size="xl">
        <LoadsInProgress historyPath={historyPath} />
      </Page>
    </CarrierSalesDepsProvider>
  );
}

function LoadsInProgress({ historyPath }: { historyPath: string }) {
  const tabs = useLoadTabs();
  const [rawTexts, setRawTexts] = useState<Record<string, string>>({});
  const baseId = useId();
  return (
    <Box component="section" aria-labelledby={`${baseId}-title`}>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={`${baseId}-title`}>
          Loads In Progress
        </Title>
        <Button component={Link} to={historyPath} variant="light">
          View Load History
        </Button>
      </Group>
      <Group gap={4} wrap="wrap" mb="md" align="center">
        <Group gap={4} role="tablist" aria-label="Loads In Progress" wrap="wrap">
          {tabs.tabs.map((tab) => (
            <TabButton
              key={tab.key}
              tab={tab}
              baseId={baseId}
              selected={tab.key === tabs.selected}
              closable={canCloseTab(tab, tabs.tabs.length)}
              onSelect={() => tabs.select(tab.key)}
              onClose={() => tabs.close(tab.key)}
              onRename={(name) => void tabs.rename(tab.key, name)}
            />
          ))}
        </Group>
        <ActionIcon variant="light" aria-label="Add load" onClick={tabs.add}>
          +
        </ActionIcon>
      </Group>
      {tabs.tabs.map((tab) => (
        <Box
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${tab.key}`}
          aria-labelledby={`${baseId}-tab-${tab.key}`}
          hidden={tab.key !== tabs.selected}
        >
          <TabContent
            tab={tab}
            rawText={rawTexts[tab.key] ?? ''}
            setRawText={(text) => setRawTexts((all) => ({ ...all, [tab.key]: text }))}
            tabs={tabs}
          />
        </Box>
      ))}
    </Box>
  );
}

function TabContent({
  tab,
  rawText,
  setRawText,
  tabs,
}: {
  tab: LoadTab;
  rawText: string;
  setRawText: (text: string) => void;
  tabs: ReturnType<typeof useLoadTabs>;
}) {
  const { setName, created, finished, cancelled } = tabs;
  const onName = useCallback((name: string) => setName(tab.key, name), [setName, tab.key]);
  const handlers = useMemo<TabPanelHandlers>(
    () => ({
      onRawText: setRawText,
      onCreated: (campaignId) => created(tab.key, campaignId),
      onName,
      onFinished: finished,
      onCancelled: cancelled,
    }),
    [setRawText, created, tab.key, onName, finished, cancelled],
  );
  return <CampaignTabPanel tab={tab} rawText={rawText} handlers={handlers} />;
}

/** A tab: double-click renames (Enter or blur commits, Escape keeps the name). */
function TabButton({
  tab,
  baseId,
  selected,
  closable,
  onSelect,
  onClose,
  onRename,
}: {
  tab: LoadTab;
  baseId: string;
  selected: boolean;
  closable: boolean;
  onSelect: () => void;
  onClose: () => void;
  onRename: (name: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(tab.name);
  const commit = () => {
    setEditing(false);
    onRename(draft);
  };
  if (editing) {
    return (
      <TextInput
        size="xs"
        aria-label="Load name"
        value={draft}
        autoFocus
        maxLength={80}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape') {
            setEditing(false);
            setDraft(tab.name);
          }
        }}
      />
    );
  }
  return (
    <Group
      gap={0}
      wrap="nowrap"
      style={{
        borderBottom: selected ? '2px solid var(--mantine-color-blue-6)' : '2px solid transparent',
      }}
    >
      <Button
        role="tab"
        id={`${baseId}-tab-${tab.key}`}
        aria-selected={selected}
        aria-controls={`${baseId}-panel-${tab.key}`}
        variant={selected ? 'light' : 'subtle'}
        size="compact-sm"
        onClick={onSelect}
        onDoubleClick={() => {
          setDraft(tab.name);
          setEditing(true);
        }}
        title="Double-click to rename"
      >
        {tab.name}
      </Button>
      {closable ? (
        <CloseButton size="sm" aria-label={`Close ${tab.name}`} onClick={onClose} />
      ) : null}
    </Group>
  );
}
