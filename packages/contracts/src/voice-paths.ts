import { z } from 'zod';
import { TOPIC_KINDS, type TopicKind, topicPath } from './realtime';

/**
 * The voice service's HTTP paths (document 3 §7), the one place they are written: the voice
 * routes register them, the web calls them, the gateway asks the topic route. `:name` segments
 * are Express parameters; `voicePath()` fills them.
 */
export const VOICE_PATHS = {
  session: '/voice/session',
  topic: '/voice/topics/:kind/:id',
  callBroker: '/voice/call-broker',
  activeCalls: '/voice/active_calls',
  sessionsUpdate: '/voice/sessions/update',
  calls: '/voice/calls',
  call: '/voice/calls/:id',
  signupFlowStatus: '/voice/signup_flow_status',
  registerCallerId: '/voice/register_caller_id',
  updateCarrierInfo: '/voice/update_carrier_info',
  parseLoadDetails: '/voice/parse-load-details',
  parseLoadOfferCampaignDetails: '/voice/parse-load-offer-campaign-details',
  activeCampaigns: '/voice/list-load-offer-active-campaigns',
  campaigns: '/voice/load-offer-campaign',
  campaign: '/voice/load-offer-campaign/:id',
  campaignCarriers: '/voice/load-offer-campaign/:id/carriers',
  campaignCalls: '/voice/load-offer-campaign/:id/calls',
  campaignCarrierUpload: '/voice/load-offer-campaign/carriers/batch-upload/:id',
  campaignExecute: '/voice/load-offer-campaign/:id/execute',
  campaignPauseResume: '/voice/load-offer-campaign/:id/pause-resume',
  campaignCancel: '/voice/load-offer-campaign/:id/cancel',
  campaignHistory: '/voice/list-load-offer-campaign-history',
} as const;
export type VoicePath = (typeof VOICE_PATHS)[keyof typeof VOICE_PATHS];

/** Every path of the voice service's HTTP API starts with this. */
export const VOICE_PREFIX = '/voice';

/** `voicePath(VOICE_PATHS.call, { id })` → `/voice/calls/{id}` (each value URI-encoded). */
export function voicePath(pattern: VoicePath, params: Record<string, string>): string {
  return pattern.replace(/:([a-z]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`voicePath: ${pattern} needs :${name}`);
    return encodeURIComponent(value);
  });
}

/** Call and campaign ids (topic ids): opaque, URL-safe, bounded. Ours are UUIDs. */
export const topicIdSchema = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

export type ParsedTopicPath =
  | { kind: 'topic'; topic: { kind: TopicKind; id: string } }
  /** Under a topic prefix, but the id is missing or not valid. */
  | { kind: 'bad-topic'; reason: string }
  /** Not a topic path at all. */
  | { kind: 'unknown' };

/**
 * Parses `/voice/watch/{callId}` and `/voice/load-offer-campaign-watcher/{campaignId}` (the
 * browser's path at the gateway and the gateway's upstream path at the voice service).
 */
export function parseTopicPath(pathname: string): ParsedTopicPath {
  for (const kind of TOPIC_KINDS) {
    const prefix = topicPath(kind, '');
    if (!pathname.startsWith(prefix)) continue;
    let raw: string;
    try {
      raw = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return { kind: 'bad-topic', reason: 'The topic id is not valid.' };
    }
    const id = topicIdSchema.safeParse(raw);
    if (!id.success) return { kind: 'bad-topic', reason: 'The topic id is not valid.' };
    return { kind: 'topic', topic: { kind, id: id.data } };
  }
  return { kind: 'unknown' };
}
