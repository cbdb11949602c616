/** One tab of Loads In Progress: a load being entered, or a saved campaign. */
export interface LoadTab {
  /** Local identity (stable across saving). */
  key: string;
  name: string;
  /** Set once the load was created (Next): the tab then cannot be closed. */
  campaignId: string | null;
}

export const NEW_LOAD_NAME = 'New Load';

/** §2: a new tab is named New Load, then New Load 2, and so on (the lowest number free). */
export function nextLoadName(tabs: readonly Pick<LoadTab, 'name'>[]): string {
  const taken = new Set(tabs.map((tab) => tab.name));
  if (!taken.has(NEW_LOAD_NAME)) return NEW_LOAD_NAME;
  for (let n = 2; ; n += 1) {
    const name = `${NEW_LOAD_NAME} ${n}`;
    if (!taken.has(name)) return name;
  }
}

let counter = 0;
export function newTabKey(): string {
  counter += 1;
  return `tab-${Date.now().toString(36)}-${counter}`;
}

export function blankTab(tabs: readonly LoadTab[]): LoadTab {
  return { key: newTabKey(), name: nextLoadName(tabs), campaignId: null };
}

/** §2: the x shows only when more than one tab exists and the tab has no saved campaign. */
export function canCloseTab(tab: LoadTab, count: number): boolean {
  return count > 1 && tab.campaignId === null;
}

/**
 * The tabs after the stored session changed in another browser tab: saved tabs whose id left the
 * session close, ids new to the session get a tab, unsaved tabs stay; never zero tabs.
 */
export function syncTabs(
  tabs: readonly LoadTab[],
  ids: readonly string[],
  names: ReadonlyMap<string, string> = new Map(),
): LoadTab[] {
  const kept = tabs.filter((tab) => tab.campaignId === null || ids.includes(tab.campaignId));
  const known = new Set(kept.map((tab) => tab.campaignId));
  const added = ids
    .filter((id) => !known.has(id))
    .map((id) => ({ key: `campaign-${id}`, name: names.get(id) ?? NEW_LOAD_NAME, campaignId: id }));
  const next = [...kept, ...added];
  return next.length > 0 ? next : [blankTab([])];
}
