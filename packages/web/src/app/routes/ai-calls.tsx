import { NotBuiltRoute } from './not-built';

export function AiCallsRoute() {
  return <NotBuiltRoute title="Call History" />;
}
