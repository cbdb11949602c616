import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { notify } from '@/lib/notify';
import { ACTIVE_LOADS_ERROR, listActiveCampaigns } from '../api/list-active-campaigns';
import { carrierSalesKeys, failureMessage } from '../api/shared';
import { updateCampaign } from '../api/update-campaign';
import {
  addToCampaignSession,
  readCampaignSession,
  removeFromCampaignSession,
  replaceCampaignSession,
  watchCampaignSession,
} from '../lib/campaign-session';
import { blankTab, canCloseTab, type LoadTab, syncTabs } from '../lib/tabs';

export const CANCELLED_TAB_MESSAGE = 'Load cancelled. Tab closed automatically.';
export const RENAMED_MESSAGE = 'Load name updated';

interface TabsState {
  tabs: LoadTab[];
  selected: string;
  /** Campaigns that finished here (completed, failed): they left the session but stay shown. */
  finished: string[];
}

function initialState(): TabsState {
  const ids = readCampaignSession();
  const tabs = syncTabs([], ids);
  return { tabs, selected: tabs[0]?.key ?? '', finished: [] };
}

/**
 * The tabs of Loads In Progress (§2): one per campaign of `campaignSession` (localStorage, synced
 * across browser tabs with the storage event) plus loads not saved yet. Names come from the
 * active-campaigns list; ids no longer active leave the session.
 */
export function useLoadTabs() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<TabsState>(initialState);

  const applyIds = useCallback((ids: string[], names?: Map<string, string>) => {
    setState((current) => {
      const kept = current.tabs.filter(
        (tab) => tab.campaignId !== null && current.finished.includes(tab.campaignId),
      );
      const synced = syncTabs(
        current.tabs,
        [...ids, ...kept.map((tab) => tab.campaignId as string).filter((id) => !ids.includes(id))],
        names,
      );
      const named = names
        ? synced.map((tab) =>
            tab.campaignId && names.has(tab.campaignId)
              ? { ...tab, name: names.get(tab.campaignId) as string }
              : tab,
          )
        : synced;
      const selected = named.some((tab) => tab.key === current.selected)
        ? current.selected
        : (named[0]?.key ?? '');
      return { ...current, tabs: named, selected };
    });
  }, []);

  // On arrival: which stored campaigns are still going on, and their names.
  useEffect(() => {
    const ids = readCampaignSession();
    if (ids.length === 0) return;
    let live = true;
    listActiveCampaigns(ids)
      .then((active) => {
        if (!live) return;
        const activeIds = active.map((item) => item.campaign_id);
        const stillStored = readCampaignSession().filter(
          (id) => activeIds.includes(id) || !ids.includes(id),
        );
        replaceCampaignSession(stillStored);
        applyIds(stillStored, new Map(active.map((item) => [item.campaign_id, item.name])));
      })
      .catch(() => {
        if (live) notify.error(ACTIVE_LOADS_ERROR);
      });
    return () => {
      live = false;
    };
  }, [applyIds]);

  useEffect(() => watchCampaignSession((ids) => applyIds(ids)), [applyIds]);

  const select = useCallback((key: string) => setState((s) => ({ ...s, selected: key })), []);

  const add = useCallback(() => {
    setState((current) => {
      const tab = blankTab(current.tabs);
      return { ...current, tabs: [...current.tabs, tab], selected: tab.key };
    });
  }, []);

  const close = useCallback((key: string) => {
    setState((current) => {
      const index = current.tabs.findIndex((tab) => tab.key === key);
      const tab = current.tabs[index];
      if (!tab || !canCloseTab(tab, current.tabs.length)) return current;
      const tabs = current.tabs.filter((other) => other.key !== key);
      const selected =
        current.selected === key
          ? (tabs[Math.max(0, index - 1)]?.key ?? tabs[0]?.key ?? '')
          : current.selected;
      return { ...current, tabs, selected };
    });
  }, []);

  const setName = useCallback((key: string, name: string) => {
    setState((current) => ({
      ...current,
      tabs: current.tabs.map((tab) =>
        tab.key === key && tab.name !== name ? { ...tab, name } : tab,
      ),
    }));
  }, []);

  /** Double-click rename (§2): a saved campaign is renamed on the server (PUT with only name). */
  const rename = useCallback(
    async (key: string, raw: string) => {
      const name = raw.trim();
      const tab = state.tabs.find((other) => other.key === key);
      if (!tab || !name || name === tab.name) return;
      const previous = tab.name;
      setName(key, name);
      if (tab.campaignId === null) return;
      try {
        await updateCampaign(tab.campaignId, { name });
        notify.success(RENAMED_MESSAGE, { autoClose: 2000 });
        queryClient.setQueryData(carrierSalesKeys.campaign(tab.campaignId), (cached: unknown) =>
          cached && typeof cached === 'object' ? { ...cached, name } : cached,
        );
      } catch (error) {
        setName(key, previous);
        notify.error(`Failed to update load name: ${failureMessage(error)}.`);
      }
    },
    [state.tabs, setName, queryClient],
  );

  const created = useCallback((key: string, campaignId: string) => {
    addToCampaignSession(campaignId);
    setState((current) => ({
      ...current,
      tabs: current.tabs.map((tab) => (tab.key === key ? { ...tab, campaignId } : tab)),
    }));
  }, []);

  const finished = useCallback((campaignId: string) => {
    removeFromCampaignSession(campaignId);
    setState((current) =>
      current.finished.includes(campaignId)
        ? current
        : { ...current, finished: [...current.finished, campaignId] },
    );
  }, []);

  /** §4: after a cancel the tab closes; a blank tab is added if it was the only one. */
  const cancelled = useCallback((campaignId: string) => {
    removeFromCampaignSession(campaignId);
    setState((current) => {
      if (!current.tabs.some((tab) => tab.campaignId === campaignId)) return current;
      const rest = current.tabs.filter((tab) => tab.campaignId !== campaignId);
      const tabs = rest.length > 0 ? rest : [blankTab([])];
      const selected = tabs.some((tab) => tab.key === current.selected)
        ? current.selected
        : (tabs.at(-1)?.key ?? '');
      return { ...current, tabs, selected };
    });
    notify.success(CANCELLED_TAB_MESSAGE);
  }, []);

  return {
    tabs: state.tabs,
    selected: state.selected,
    select,
    add,
    close,
    rename,
    setName,
    created,
    finished,
    cancelled,
  };
}
