import { CallHistory } from '@/features/call-history/components/call-history';

export function AiCallsRoute() {
  return <CallHistory />;
}
