import { type TopicKind, topicPath } from '@fleet/contracts';

/** The page's own origin as a WebSocket origin: ws://host or wss://host. */
export function sameOriginWsBase(location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}`;
}

/**
 * `ws(s)://{host}/voice/{kind}/{id}?token=…[&since=N]`. `baseUrl` defaults to the page's origin;
 * an http(s) base is turned into ws(s).
 */
export function liveTopicUrl(params: {
  kind: TopicKind;
  id: string;
  token: string;
  since: number | null;
  baseUrl?: string | undefined;
}): string {
  const base = (params.baseUrl ?? sameOriginWsBase()).replace(/^http/, 'ws');
  const url = new URL(topicPath(params.kind, params.id), base);
  url.searchParams.set('token', params.token);
  if (params.since !== null) url.searchParams.set('since', String(params.since));
  return url.toString();
}
