/**
 * Where Load History and the load detail live (document 3 §2 route table). Exported for the
 * router and for the Carrier Sales page's 'View Load History' button (composed in src/app, since
 * features do not import each other).
 */
export const CAMPAIGN_HISTORY_PATH = '/ai/campaign-history';
export const CAMPAIGN_DETAIL_ROUTE = '/ai/campaign-history/:campaignId';

/** /ai/campaign-history/{campaignId} (the id URI-encoded). */
export function campaignDetailPath(campaignId: string): string {
  return `${CAMPAIGN_HISTORY_PATH}/${encodeURIComponent(campaignId)}`;
}

/** A list URL this app produced (the detail page's Back goes there, never elsewhere). */
export function isCampaignHistoryHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  return href === CAMPAIGN_HISTORY_PATH || href.startsWith(`${CAMPAIGN_HISTORY_PATH}?`);
}
