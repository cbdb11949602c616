import { z } from 'zod';

/** Document 3 §2: the campaign ids of the Carrier Sales tabs, shared by every browser tab. */
export const CAMPAIGN_SESSION_KEY = 'campaignSession';

const idsSchema = z.array(z.string().min(1).max(64)).max(100);

export function parseCampaignSession(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const parsed = idsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

export function readCampaignSession(storage: Storage = window.localStorage): string[] {
  return parseCampaignSession(storage.getItem(CAMPAIGN_SESSION_KEY));
}

function write(ids: string[], storage: Storage) {
  if (ids.length === 0) storage.removeItem(CAMPAIGN_SESSION_KEY);
  else storage.setItem(CAMPAIGN_SESSION_KEY, JSON.stringify(ids));
}

export function addToCampaignSession(id: string, storage: Storage = window.localStorage) {
  const ids = readCampaignSession(storage);
  if (!ids.includes(id)) write([...ids, id], storage);
}

export function removeFromCampaignSession(id: string, storage: Storage = window.localStorage) {
  const ids = readCampaignSession(storage);
  if (ids.includes(id))
    write(
      ids.filter((other) => other !== id),
      storage,
    );
}

export function replaceCampaignSession(ids: string[], storage: Storage = window.localStorage) {
  write([...new Set(ids)], storage);
}

/**
 * Calls `onChange` with the stored ids whenever another browser tab writes the session (the
 * `storage` event never fires in the tab that wrote). Returns the unsubscribe function.
 */
export function watchCampaignSession(onChange: (ids: string[]) => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === CAMPAIGN_SESSION_KEY || event.key === null) {
      onChange(parseCampaignSession(event.newValue));
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
